// The storefront's age step gate (docs/product.md#age-verification), inside the access gate: the
// shop renders once the age step is passed for this shopper session, or when the store asks
// nothing. Otherwise the age step, or the under-age exit page, takes the whole screen (a chunk of
// its own). While the mode is not known yet it waits; if GET /payments/config fails the shop
// renders and the server's 403 age_verification_required brings the step (lib/api/base-query.ts).
import { lazy, Suspense, type ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { PageLoading } from '../../../components/ui/page-loading';
import { useGetPaymentsConfigQuery } from '../../../config/payments-config-api';
import { loadChunk } from '../../../lib/chunk-loading';
import { selectAgeGateView } from '../age-step-slice';

// One lazy screen for both: the age step and the exit page share a chunk.
const AgeScreen = lazy(() =>
  loadChunk(() => import('./age-step-chunk')).then((chunk) => ({ default: chunk.AgeScreen })),
);

interface AgeGateProps {
  children: ReactNode;
  /** Controls shown in the screen's corner (the app passes the theme toggle). */
  actions?: ReactNode;
}

export function AgeGate({ children, actions }: AgeGateProps) {
  const { isError } = useGetPaymentsConfigQuery();
  const view = useAppSelector(selectAgeGateView);

  if (view === 'shop' || (view === 'pending' && isError)) return children;
  if (view === 'pending') return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <AgeScreen exit={view === 'exit'} actions={actions} />
    </Suspense>
  );
}
