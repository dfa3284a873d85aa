// The Compliance screen (/admin/compliance; orders.read sees it, system.configure changes it):
// the purchase-limit rule pack orders are checked against, each pack's source, effective date,
// window and limits, the owner's custom limits, and a preview of what a sample cart uses.
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetLimitSettingsQuery } from '../compliance-api';
import { LimitSettingsForm } from './limit-settings-form';

export const FETCH_LIMITS_FAILED = 'Failed to fetch the purchase limits';

export function CompliancePage() {
  const settings = useGetLimitSettingsQuery();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Compliance"
        description="Purchase limits: the rule pack every order is checked against."
      />
      {settings.isLoading && <PageLoading label="Loading purchase limits…" />}
      {settings.isError && (
        <ErrorAlert>{getApiErrorMessage(settings.error, FETCH_LIMITS_FAILED)}</ErrorAlert>
      )}
      {settings.data && (
        <LimitSettingsForm key={settings.fulfilledTimeStamp} settings={settings.data} />
      )}
    </div>
  );
}
