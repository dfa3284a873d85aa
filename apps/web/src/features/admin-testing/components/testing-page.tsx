// The admin testing screen (docs/product.md#admin-back-office): the live checks with their status
// and latency, 'Run checks again', and the test email and test payment actions.
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetSystemChecksQuery } from '../testing-api';
import { SystemCheckCards } from './system-check-cards';
import { TestingActions } from './testing-actions';

export const CHECKS_FETCH_FAILED = 'Failed to run checks';

function Checks() {
  const { data, error, isFetching, refetch } = useGetSystemChecksQuery();
  return (
    <section aria-label="Checks" aria-busy={isFetching} className="flex flex-col gap-4">
      <div>
        <Button variant="secondary" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          <RotateCw className="size-4" aria-hidden="true" />
          Run checks again
        </Button>
      </div>
      {isFetching && !data ? (
        <PageLoading label="Running checks..." />
      ) : data ? (
        data.length === 0 ? (
          <p>No data available</p>
        ) : (
          <SystemCheckCards checks={data} />
        )
      ) : (
        <ErrorAlert>{getApiErrorMessage(error, CHECKS_FETCH_FAILED)}</ErrorAlert>
      )}
    </section>
  );
}

export function TestingPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Testing" description="Check what the shop depends on" />
      <Checks />
      <TestingActions />
    </div>
  );
}
