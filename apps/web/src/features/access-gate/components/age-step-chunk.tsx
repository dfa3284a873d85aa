// The age step's lazy chunk (age-gate.tsx): its screens, the date rules and the contract's checks
// stay off the storefront's first download, which a verified shopper never needs. The screens read
// the store's age rules from GET /payments/config; when the server has just asked for the step
// again, the rules are read afresh (the mode or the policy changed).
import { DEFAULT_STORE_SETTINGS } from '@canopy/contracts';
import { useEffect, type ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useGetPaymentsConfigQuery } from '../../../config/payments-config-api';
import { AgeStepScreen } from './age-step-screen';
import { UnderageExitPage } from './underage-exit-page';

/** The exit page for a shopper under age, the age step otherwise. */
export function AgeScreen({ exit, actions }: { exit: boolean; actions?: ReactNode }) {
  const { data: rules, refetch } = useGetPaymentsConfigQuery();
  const { outcome, askedAgain } = useAppSelector((state) => state.ageStep);
  useEffect(() => {
    if (askedAgain) void refetch();
  }, [askedAgain, refetch]);

  const minimumAge = rules?.minimum_age ?? DEFAULT_STORE_SETTINGS.minimum_age;
  if (exit)
    return (
      <UnderageExitPage
        minimumAge={outcome?.kind === 'underage' ? outcome.minimumAge : minimumAge}
        actions={actions}
      />
    );
  return (
    <AgeStepScreen
      // Asked again while the cached mode still says off: the step is on again, and a date of
      // birth is the default mode.
      mode={rules?.age_verification === 'attest' ? 'attest' : 'date_of_birth'}
      minimumAge={minimumAge}
      timeZone={rules?.timezone ?? DEFAULT_STORE_SETTINGS.timezone}
      actions={actions}
    />
  );
}
