// The built-in test provider's card form (docs/product.md#payment): card number, expiry and CVC
// checked with the contract's testCardSchema, each error beside its field; 'Pay {total}' sends them
// to POST /payments/test-provider/confirm. A declined card shows the server's detail above the
// button and the customer can try again; nothing of the card is stored.
import { testCardSchema, type TestCard } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextInput } from '../../../components/ui/text-input';
import { usePayWithTestCardMutation, type OrderAccess } from '../checkout-api';
import { formatCardNumber, formatExpiry } from '../card-input-format';
import { paymentFailure, type PaymentOutcomeHandlers } from '../payment-failure';

const cardSchema = testCardSchema();
type CardDetails = z.output<typeof cardSchema>;

interface TestCardFormProps extends PaymentOutcomeHandlers {
  access: OrderAccess;
  payLabel: string;
}

/** Rewrites the field as typed (before the form reads it), so it shows the formatted value. */
function formatted(
  format: (value: string) => string,
  onChange: (event: ChangeEvent<HTMLInputElement>) => Promise<unknown>,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = format(event.target.value);
    return onChange(event);
  };
}

export function TestCardForm({ access, payLabel, onPaid, onExpired }: TestCardFormProps) {
  const [payWithTestCard] = usePayWithTestCardMutation();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TestCard, unknown, CardDetails>({
    resolver: zodResolver(cardSchema),
    defaultValues: { card_number: '', expiry: '', cvc: '' },
  });
  const cardNumber = register('card_number');
  const expiry = register('expiry');

  const pay = handleSubmit(async (card) => {
    setError(null);
    const result = await payWithTestCard({ ...access, ...card });
    if (result.data) {
      onPaid(result.data.order);
      return;
    }
    const failure = paymentFailure(result.error);
    if (failure.kind === 'expired') onExpired(failure.message);
    else setError(failure.message);
  });

  return (
    <form onSubmit={pay} noValidate className="flex flex-col gap-4">
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-200">
        Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card.
      </p>
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={errors.card_number?.message}
        {...cardNumber}
        onChange={formatted(formatCardNumber, cardNumber.onChange)}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextInput
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          error={errors.expiry?.message}
          {...expiry}
          onChange={formatted(formatExpiry, expiry.onChange)}
        />
        <TextInput
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={errors.cvc?.message}
          {...register('cvc')}
        />
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
        {isSubmitting ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}
