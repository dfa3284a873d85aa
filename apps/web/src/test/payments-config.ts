// What GET /payments/config answers in the storefront tests: the test provider, the default money
// rules, the age step off and shipping only; a test passes what it changes.
import { DEFAULT_FULFILMENT_SETTINGS, type PaymentsConfig } from '@canopy/contracts';

export function paymentsConfigFixture(overrides: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return {
    publishableKey: null,
    provider: 'test',
    taxRate: 0.08,
    defaultShippingCost: 10,
    freeShippingThreshold: 100,
    storeStatus: 'online',
    max_quantity_per_item: 10,
    age_verification: 'off',
    minimum_age: 21,
    timezone: 'America/Los_Angeles',
    fulfilment_methods: ['shipping'],
    in_person_payment: false,
    store_address: DEFAULT_FULFILMENT_SETTINGS.store_address,
    purchase_limits: false,
    ...overrides,
  };
}
