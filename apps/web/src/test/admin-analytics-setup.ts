// Shared set-up of the analytics tests: an answer shaped by the contract, with a product name
// that needs CSV quoting.
import type { Analytics } from '@canopy/contracts';

export const sample: Analytics = {
  totals: { revenue: 1234.5, orders: 3, average_order_value: 411.5 },
  daily: [
    { date: '2025-03-01', revenue: 1000, orders: 2 },
    { date: '2025-03-02', revenue: 234.5, orders: 1 },
  ],
  orders_by_status: {
    ordered: 2,
    working_on: 1,
    ready: 0,
    delivery: 0,
    done: 1,
    cancelled: 1,
    refunded: 0,
  },
  top_products: [{ product_id: 7, name: 'Blue "Dream", 3.5g', units: 4, revenue: 80 }],
  top_referral_codes: [{ code: 'SPRING10', uses: 2, revenue: 150.25, discount_total: 16.7 }],
  access_code_funnel: { validations: 10, successful: 8, orders: 5 },
  age_verifications: [
    { date: '2025-03-01', verified: 6, underage: 1, invalid: 2 },
    { date: '2025-03-02', verified: 3, underage: 0, invalid: 0 },
  ],
};
