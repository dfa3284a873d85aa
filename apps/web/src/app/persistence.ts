// Writes the remembered client state to local storage whenever it changes: the cart, the chosen
// theme, the view mode and the page size. Credentials are written by the features that obtain
// them, before they dispatch, because the API client reads them from storage.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { writeStoredCart, writeStoredHeld } from '../features/cart/cart-storage';
import {
  writePreferredPageSize,
  writeViewMode,
} from '../features/catalog/product-list-preferences';
import { saveTheme } from '../features/theme/theme-preference';
import type { RootState } from './store';

export function createPersistenceMiddleware() {
  const listener = createListenerMiddleware();
  const startListening = listener.startListening.withTypes<RootState>();

  startListening({
    predicate: (_action, current, previous) => current.cart.items !== previous.cart.items,
    effect: (_action, listenerApi) => writeStoredCart(listenerApi.getState().cart.items),
  });
  startListening({
    predicate: (_action, current, previous) => current.cart.held !== previous.cart.held,
    effect: (_action, listenerApi) => writeStoredHeld(listenerApi.getState().cart.held ?? {}),
  });
  startListening({
    predicate: (_action, current, previous) => current.ui.viewMode !== previous.ui.viewMode,
    effect: (_action, listenerApi) => writeViewMode(listenerApi.getState().ui.viewMode),
  });
  startListening({
    predicate: (_action, current, previous) =>
      current.products.pageSize !== previous.products.pageSize,
    effect: (_action, listenerApi) =>
      writePreferredPageSize(listenerApi.getState().products.pageSize),
  });
  startListening({
    // Only a theme the user chose is saved; following the system is not a choice.
    predicate: (_action, current, previous) =>
      current.theme.chosen && current.theme !== previous.theme,
    effect: (_action, listenerApi) => saveTheme(listenerApi.getState().theme.mode),
  });

  return listener.middleware;
}
