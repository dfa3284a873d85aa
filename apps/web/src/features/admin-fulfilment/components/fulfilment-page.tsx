// The Fulfilment screen (/admin/fulfilment, system.configure): the day's pick list (its slots with
// their orders, printable), the fulfilment settings (methods, address, hours, closed dates, slots,
// in-person payment, no-show grace) and the delivery zones.
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetFulfilmentSettingsQuery } from '../fulfilment-api';
import { DeliveryZonesSection } from './delivery-zones-section';
import { FulfilmentSettingsForm } from './fulfilment-settings-form';
import { PickListSection } from './pick-list-section';

export const FETCH_FULFILMENT_FAILED = 'Failed to fetch the fulfilment settings';

export function FulfilmentPage() {
  const config = useGetFulfilmentSettingsQuery();
  return (
    <div className="flex flex-col gap-6">
      <div className="print:hidden">
        <PageHeader
          title="Fulfilment"
          description="Pickup and local delivery: the day's pick list, opening hours, time slots and delivery zones."
        />
      </div>
      {config.data && <PickListSection config={config.data} />}
      {config.isLoading && <PageLoading label="Loading fulfilment settings…" />}
      {config.isError && (
        <ErrorAlert>{getApiErrorMessage(config.error, FETCH_FULFILMENT_FAILED)}</ErrorAlert>
      )}
      <div className="flex flex-col gap-6 print:hidden">
        {config.data && (
          <FulfilmentSettingsForm key={config.fulfilledTimeStamp} config={config.data} />
        )}
        <DeliveryZonesSection />
      </div>
    </div>
  );
}
