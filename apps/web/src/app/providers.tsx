// Everything the screens expect around them: the store, the toast region and the theme sync.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast-provider';
import { ThemeSync } from '../features/theme/components/theme-sync';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeSync />
      <ToastProvider>{children}</ToastProvider>
    </Provider>
  );
}
