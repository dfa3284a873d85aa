// The `config` state section: the validated client config, overlaid with the live values of
// GET /payments/config once they arrive (the server's values win over the client defaults).
import { createSlice } from '@reduxjs/toolkit';
import { CLIENT_DEFAULTS, type ClientConfig } from './client-config';
import { paymentsConfigApi } from './payments-config-api';

export interface ConfigState extends ClientConfig {
  /** 'test' means the built-in test provider (labelled "test mode" at checkout). */
  paymentProvider: 'stripe' | 'test' | null;
  /** True once the server's live values replaced the client defaults. */
  liveValuesLoaded: boolean;
}

export function configStateFrom(config: ClientConfig): ConfigState {
  return { ...config, paymentProvider: null, liveValuesLoaded: false };
}

const defaultState: ConfigState = configStateFrom({
  apiUrl: CLIENT_DEFAULTS.apiUrl,
  websocketUrl: '/ws',
  stripePublishableKey: null,
  stripeEnvironment: CLIENT_DEFAULTS.stripeEnvironment,
  taxRate: CLIENT_DEFAULTS.taxRate,
  freeShippingThreshold: CLIENT_DEFAULTS.freeShippingThreshold,
  flatShippingRate: CLIENT_DEFAULTS.flatShippingRate,
});

export const configSlice = createSlice({
  name: 'config',
  // The store is always created with the validated client config as preloaded state.
  initialState: defaultState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(
      paymentsConfigApi.endpoints.getPaymentsConfig.matchFulfilled,
      (state, { payload }) => {
        state.taxRate = payload.taxRate;
        state.flatShippingRate = payload.defaultShippingCost;
        state.freeShippingThreshold = payload.freeShippingThreshold;
        state.paymentProvider = payload.provider;
        if (payload.publishableKey) state.stripePublishableKey = payload.publishableKey;
        state.liveValuesLoaded = true;
      },
    );
  },
});
