// The age step in attest mode: the shopper confirms the store's minimum age with one button (the
// same words as the policy line, ageAttestLabel), or says they are younger, which leads to the
// exit page without asking the server.
import { ageAttestLabel } from '@canopy/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useAgeVerification } from '../use-age-verification';

export function AttestForm({ minimumAge }: { minimumAge: number }) {
  const [formError, setFormError] = useState<string | null>(null);
  const { answer, declareUnderage, isLoading } = useAgeVerification();

  const attest = async () => {
    if (isLoading) return;
    setFormError(null);
    const result = await answer({ attest: true });
    if (result.kind === 'failed' || result.kind === 'invalid_date') setFormError(result.message);
  };

  return (
    <div className="flex flex-col gap-3">
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <Button size="lg" onClick={() => void attest()} disabled={isLoading} aria-busy={isLoading}>
        {isLoading && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
        {ageAttestLabel(minimumAge)}
      </Button>
      <Button variant="secondary" size="lg" onClick={declareUnderage} disabled={isLoading}>
        I am under {minimumAge}
      </Button>
    </div>
  );
}
