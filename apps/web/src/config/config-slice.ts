// The `config` state section: the validated client config, overlaid with the live values of
// GET /payments/config once they arrive (the server's values win over the client defaults),
// and the store status the storefront follows (online until the server says otherwise), and
// what the age step asks (unknown until the server says).
import type { AgeVerificationMode, StoreStatus } from '@canopy/contracts';
import { createSlice } from '@reduxjs/toolkit';
import { CLIENT_DEFAULTS, type ClientConfig } from './client-config';
import { paymentsConfigApi } from './payments-config-api';

export interface ConfigState extends ClientConfig {
  /** 'test' means the built-in test provider (labelled "test mode" at checkout). */
  paymentProvider: 'stripe' | 'test' | null;
  /** True once the server's live values replaced the client defaults. */
  liveValuesLoaded: boolean;
  /** Anything but online: the storefront shows its closed page instead of the shop. */
  storeStatus: StoreStatus;
  /** The most of one product an order may hold (POST /orders refuses more). */
  maxQuantityPerItem: number;
  /** What the age step asks after the access code; null until the server's values arrive. */
  ageVerification: AgeVerificationMode | null;
}

export function configStateFrom(config: ClientConfig): ConfigState {
  return {
    ...config,
    paymentProvider: null,
    liveValuesLoaded: false,
    storeStatus: 'online',
    maxQuantityPerItem: CLIENT_DEFAULTS.maxQuantityPerItem,
    ageVerification: null,
  };
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
        state.storeStatus = payload.storeStatus;
        state.maxQuantityPerItem = payload.max_quantity_per_item;
        state.ageVerification = payload.age_verification;
        state.liveValuesLoaded = true;
      },
    );
  },
});
