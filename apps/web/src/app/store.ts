// The Redux store: the client state sections (cart, products, admin, accessCode, ageStep, config,
// theme, ui) beside the one RTK Query cache. The API client reads its base URL and navigation
// from the thunk extra argument, so tests build the same store with their own.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { configSlice, configStateFrom } from '../config/config-slice';
import type { ClientConfig } from '../config/client-config';
import { accessCodeSlice } from '../features/access-gate/access-code-slice';
import { ageStepSlice } from '../features/access-gate/age-step-slice';
import { adminSessionSlice } from '../features/admin-auth/admin-session-slice';
import { cartSlice } from '../features/cart/cart-slice';
import { productsSlice } from '../features/catalog/products-slice';
import { uiSlice } from '../features/catalog/ui-slice';
import { themeSlice } from '../features/theme/theme-slice';
import { api, type ApiExtra } from '../lib/api';
import type { AppNavigation } from '../lib/navigation';
import { createPersistenceMiddleware } from './persistence';

const rootReducer = combineSlices(
  api,
  cartSlice,
  productsSlice,
  adminSessionSlice,
  accessCodeSlice,
  ageStepSlice,
  configSlice,
  themeSlice,
  uiSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  config: ClientConfig;
  navigation: AppNavigation;
}

export function makeStore({ config, navigation }: StoreOptions) {
  const extra: ApiExtra = { apiUrl: config.apiUrl, navigation };
  return configureStore({
    reducer: rootReducer,
    preloadedState: { config: configStateFrom(config) },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(createPersistenceMiddleware())
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
