// The referral code: 'Apply' asks the server whether the code gives a discount on this cart's
// subtotal; a valid code shows as applied (the summary gains its Referral Discount line) with
// 'Remove'; an invalid one shows the server's message beside the field. Enter in the field
// applies the code rather than placing the order.
import { centsToDollars, validateReferralRequestSchema } from '@canopy/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { getApiErrorMessage } from '../../../lib/api';
import { useValidateReferralMutation } from '../checkout-api';
import { appliedReferralFrom, discountLabel, type AppliedReferral } from '../referral-discount';

export const REFERRAL_CHECK_FAILED = 'The referral code could not be checked. Please try again.';
const NOT_VALID = 'This referral code is not valid';

interface ReferralCodeFieldProps {
  subtotalCents: number;
  applied: AppliedReferral | null;
  onAppliedChange: (referral: AppliedReferral | null) => void;
  error: string | null;
  onErrorChange: (message: string | null) => void;
}

export function ReferralCodeField({
  subtotalCents,
  applied,
  onAppliedChange,
  error,
  onErrorChange,
}: ReferralCodeFieldProps) {
  const [code, setCode] = useState('');
  const [validateReferral, { isLoading }] = useValidateReferralMutation();

  async function apply() {
    const parsed = validateReferralRequestSchema.shape.code.safeParse(code);
    if (!parsed.success) {
      onErrorChange(parsed.error.issues[0]?.message ?? NOT_VALID);
      return;
    }
    onErrorChange(null);
    const result = await validateReferral({
      code: parsed.data,
      subtotal: centsToDollars(subtotalCents),
    });
    if (result.error) {
      onErrorChange(getApiErrorMessage(result.error, REFERRAL_CHECK_FAILED));
      return;
    }
    const referral = appliedReferralFrom(result.data);
    if (referral) onAppliedChange(referral);
    else onErrorChange(result.data.message || NOT_VALID);
  }

  function remove() {
    onAppliedChange(null);
    onErrorChange(null);
    setCode('');
  }

  function applyOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || applied) return;
    event.preventDefault();
    if (!isLoading) void apply();
  }

  return (
    <div className="flex items-start gap-2">
      <TextInput
        label="Referral code"
        className="min-w-0 flex-1"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={applied ? applied.code : code}
        readOnly={applied !== null}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={applyOnEnter}
        error={error ?? undefined}
        helperText={applied ? `Applied: ${discountLabel(applied.discount)}` : undefined}
      />
      {applied ? (
        <Button variant="secondary" className="mt-6.5 h-11" onClick={remove}>
          Remove
        </Button>
      ) : (
        <Button
          variant="secondary"
          className="mt-6.5 h-11"
          disabled={isLoading}
          onClick={() => void apply()}
        >
          {isLoading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Apply
        </Button>
      )}
    </div>
  );
}
