// The startup failure page (docs/product.md#error-catalogue): shown when the client configuration
// is invalid or a part of the app does not load in time. The advice is to refresh.
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';
import { StatusScreen } from './status-screen';

export function StartupFailurePage() {
  return (
    <StatusScreen
      icon={<CloudOff className="size-7" aria-hidden="true" />}
      title="Loading Error"
      message="Canopy could not start. Please refresh the page; if it still does not load, check your connection and try again in a few minutes."
    >
      <Button onClick={() => window.location.reload()}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Refresh Page
      </Button>
    </StatusScreen>
  );
}
