// The running app: providers around the router, and a crash screen if anything above it fails.
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { AppProviders } from './providers';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
