// What shoppers see while the store is offline or in maintenance (System Config): a closed page
// in place of the shop, gate included. It goes away by itself when the store comes back online
// (configuration_update refetches the status); Check again asks the server now.
import { STORE_CLOSED_TEXTS, type ClosedStoreStatus } from '@canopy/contracts';
import { LoaderCircle, Store, Wrench } from 'lucide-react';
import { StatusScreen } from '../../components/errors/status-screen';
import { Button } from '../../components/ui/button';
import { useGetPaymentsConfigQuery } from '../../config/payments-config-api';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export function StoreClosedPage({ status }: { status: ClosedStoreStatus }) {
  const { refetch, isFetching } = useGetPaymentsConfigQuery();
  const text = STORE_CLOSED_TEXTS[status];
  const Icon = status === 'maintenance' ? Wrench : Store;
  return (
    <StatusScreen
      icon={<Icon className="size-7" aria-hidden="true" />}
      title={text.title}
      message={text.message}
    >
      <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
        {isFetching && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        Check again
      </Button>
      <ThemeToggle variant="button" />
    </StatusScreen>
  );
}
