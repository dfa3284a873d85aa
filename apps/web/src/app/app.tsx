// The running app: providers around the router (with the routes in it), and a crash screen if
// anything above the routes fails.
import { StrictMode, type ReactNode } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { AppProviders } from './providers';
import type { AppStore } from './store';

export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders store={store}>{children}</AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
