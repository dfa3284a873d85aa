// The storefront's age step gate (docs/product.md#age-verification), inside the access gate: the
// shop renders once the age step is passed for this shopper session, or when the store asks
// nothing. Otherwise the age step, or the under-age exit page, takes the whole screen (a chunk of
// its own). While the mode is not known yet it waits; if GET /payments/config fails the shop
// renders and the server's 403 age_verification_required brings the step (lib/api/base-query.ts).
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { PageLoading } from '../../../components/ui/page-loading';
import { useGetPaymentsConfigQuery } from '../../../config/payments-config-api';
import { loadChunk } from '../../../lib/chunk-loading';
import { selectAgeGateView } from '../age-step-slice';

const ageStepChunk = () => loadChunk(() => import('./age-step-chunk'));
const AgeStepScreen = lazy(() =>
  ageStepChunk().then((chunk) => ({ default: chunk.AgeStepScreen })),
);
const UnderageExitPage = lazy(() =>
  ageStepChunk().then((chunk) => ({ default: chunk.UnderageExitPage })),
);

/** The store's minimum age before GET /payments/config answers (its default). */
const DEFAULT_MINIMUM_AGE = 21;
const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

interface AgeGateProps {
  children: ReactNode;
  /** Controls shown in the screen's corner (the app passes the theme toggle). */
  actions?: ReactNode;
}

export function AgeGate({ children, actions }: AgeGateProps) {
  const { isError, refetch } = useGetPaymentsConfigQuery();
  const view = useAppSelector(selectAgeGateView);
  const config = useAppSelector((state) => state.config);
  const { outcome, askedAgain } = useAppSelector((state) => state.ageStep);

  // Asked again: the mode or the policy changed, so the mode is read afresh.
  useEffect(() => {
    if (askedAgain) void refetch();
  }, [askedAgain, refetch]);
  const minimumAge = config.minimumAge ?? DEFAULT_MINIMUM_AGE;

  if (view === 'shop' || (view === 'pending' && isError)) return children;
  if (view === 'pending') return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      {view === 'exit' ? (
        <UnderageExitPage
          minimumAge={outcome?.kind === 'underage' ? outcome.minimumAge : minimumAge}
          actions={actions}
        />
      ) : (
        <AgeStepScreen
          // The server asked for the step though the cached mode says off: it is on again, and
          // a date of birth is the default mode.
          mode={config.ageVerification === 'attest' ? 'attest' : 'date_of_birth'}
          minimumAge={minimumAge}
          timeZone={config.storeTimeZone ?? DEFAULT_TIME_ZONE}
          actions={actions}
        />
      )}
    </Suspense>
  );
}
