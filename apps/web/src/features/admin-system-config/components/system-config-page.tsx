// The System Config screen (/admin/system, superusers only): the store status, the money and
// stock rules, and the age settings. Loading and error states; the form starts from the saved settings.
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetSystemConfigQuery } from '../system-config-api';
import { SystemConfigForm } from './system-config-form';

export const FETCH_CONFIG_FAILED = 'Failed to fetch system config';

export function SystemConfigPage() {
  const config = useGetSystemConfigQuery();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="System Config"
        description="Store status, tax, shipping, stock and age rules. Changes reach open storefronts at once."
      />
      {config.isLoading && <PageLoading label="Loading system config…" />}
      {config.isError && (
        <ErrorAlert>{getApiErrorMessage(config.error, FETCH_CONFIG_FAILED)}</ErrorAlert>
      )}
      {config.data && <SystemConfigForm key={config.fulfilledTimeStamp} config={config.data} />}
    </div>
  );
}
