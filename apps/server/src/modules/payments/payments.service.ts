// What the storefront needs before checkout: which payment provider is live (Stripe when its keys
// are configured, else the built-in test provider) and the money rules from the settings.
import type { PaymentsConfig } from '@canopy/contracts';
import { activeLimitPack, limitsAreOff } from '../compliance/active-limit-pack';
import type { StripeConfig } from '../../config';
import type { SettingsService } from '../settings/settings.service';

export function createPaymentsService(deps: {
  settings: SettingsService;
  stripe: StripeConfig | null;
}) {
  return {
    async getConfig(): Promise<PaymentsConfig> {
      const settings = await deps.settings.get();
      return {
        publishableKey: deps.stripe?.publishableKey ?? null,
        provider: deps.stripe ? 'stripe' : 'test',
        taxRate: settings.tax_rate,
        defaultShippingCost: settings.flat_shipping_rate,
        freeShippingThreshold: settings.free_shipping_threshold,
        storeStatus: settings.store_status,
        max_quantity_per_item: settings.max_quantity_per_item,
        age_verification: settings.age_verification,
        minimum_age: settings.minimum_age,
        timezone: settings.timezone,
        fulfilment_methods: settings.fulfilment_methods,
        in_person_payment: settings.in_person_payment,
        store_address: settings.store_address,
        purchase_limits: !limitsAreOff(activeLimitPack(settings.purchase_limits)),
      };
    },
  };
}
