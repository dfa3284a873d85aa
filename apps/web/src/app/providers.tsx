// Everything the screens expect around them: the store, the toast region, the theme sync and
// the catalogue's Add to Cart composed with the cart.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/ui/toast-provider';
import { ThemeSync } from '../features/theme/components/theme-sync';
import { AddToCartProvider } from './add-to-cart-provider';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeSync />
      <ToastProvider>
        <AddToCartProvider>{children}</AddToCartProvider>
      </ToastProvider>
    </Provider>
  );
}
