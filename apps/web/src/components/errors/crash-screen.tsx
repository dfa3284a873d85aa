// What a render crash shows (docs/product.md#error-catalogue): 'Oops! Something went wrong' with
// Reload Page; on a phone 'Loading Error' with Refresh Page, the usual cause there being a chunk
// lost on a poor connection.
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';
import { StatusScreen } from './status-screen';

export const MOBILE_QUERY = '(max-width: 767px)';

function isMobileWidth(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}

export function CrashScreen() {
  const mobile = isMobileWidth();
  return (
    <StatusScreen
      icon={<TriangleAlert className="size-7" aria-hidden="true" />}
      title={mobile ? 'Loading Error' : 'Oops! Something went wrong'}
      message={
        mobile
          ? 'The page did not load properly. Refresh the page to try again.'
          : 'An unexpected error stopped this page. Reloading the page usually fixes it.'
      }
    >
      <Button onClick={() => window.location.reload()}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {mobile ? 'Refresh Page' : 'Reload Page'}
      </Button>
    </StatusScreen>
  );
}
