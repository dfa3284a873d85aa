// The OpenAPI tags: one per area of the API, found from an operation's path (under API_PREFIX).
// The longest matching prefix wins, so `/orders/validate-referral` is a referral call, not an
// order call. A path no entry matches gets no tag, which the api-docs test refuses: a new area of
// the API adds its line here (docs/decisions/0027-api-description.md).

export interface ApiTag {
  name: string;
  description: string;
  /** Path prefixes after API_PREFIX, matched whole segments at a time. */
  prefixes: readonly string[];
}

export const API_TAGS: readonly ApiTag[] = [
  {
    name: 'health',
    description: 'Liveness and database checks for load balancers; public.',
    prefixes: ['/health'],
  },
  {
    name: 'access-codes',
    description:
      'The storefront gate: checking an access code (which returns a customer token) and ' +
      'renewing that token.',
    prefixes: ['/validate-access-code', '/customer-token'],
  },
  {
    name: 'age-verification',
    description:
      'The age step after the access code: a date of birth (or a confirmation), which returns a ' +
      'customer token carrying the verified age.',
    prefixes: ['/age-verification'],
  },
  {
    name: 'catalog',
    description: 'Active products with facets, one product, the categories and filter values.',
    prefixes: ['/products'],
  },
  {
    name: 'images',
    description: 'The bytes behind every product image URL; public and immutable.',
    prefixes: ['/images'],
  },
  {
    name: 'orders',
    description: 'Placing an order and reading it back with its order token.',
    prefixes: ['/orders'],
  },
  {
    name: 'referrals',
    description: 'Checking a referral code before checkout.',
    prefixes: ['/orders/validate-referral'],
  },
  {
    name: 'payments',
    description:
      'The payment provider: its public settings, paying an order, and the Stripe webhook.',
    prefixes: ['/payments'],
  },
  {
    name: 'admin-session',
    description: 'Signing in and out of the back office, the signed-in admin, password change.',
    prefixes: ['/admin/login', '/auth'],
  },
  {
    name: 'admin-users',
    description: 'The back office: admin accounts, their roles and permissions.',
    prefixes: ['/admin/users', '/admin/roles', '/admin/permissions'],
  },
  {
    name: 'admin-audit-log',
    description: 'The back office: who changed what, and when.',
    prefixes: ['/admin/audit-log'],
  },
  {
    name: 'admin-catalog',
    description: 'The back office: products, categories and product image uploads.',
    prefixes: ['/admin/products', '/admin/categories', '/admin/upload'],
  },
  {
    name: 'admin-orders',
    description: 'The back office: the order list, one order, status changes, deletion.',
    prefixes: ['/admin/orders'],
  },
  {
    name: 'admin-access-codes',
    description: 'The back office: access codes, revealing and replacing one, its analytics.',
    prefixes: ['/admin/access-codes'],
  },
  {
    name: 'admin-referral-codes',
    description: 'The back office: referral codes and their analytics.',
    prefixes: ['/admin/referral-codes'],
  },
  {
    name: 'admin-figures',
    description: 'The back office: the dashboard and the analytics screen.',
    prefixes: ['/admin/dashboard', '/admin/analytics'],
  },
  {
    name: 'admin-testing',
    description: 'The back office: live checks, a test email and a test payment.',
    prefixes: ['/admin/testing'],
  },
  {
    name: 'admin-settings',
    description: 'The back office: the store status, tax, shipping and stock settings.',
    prefixes: ['/admin/system'],
  },
  {
    name: 'admin-compliance',
    description: 'The back office: the purchase-limit pack orders are checked against.',
    prefixes: ['/admin/compliance'],
  },
  {
    name: 'fulfilment',
    description: 'The pickup and local-delivery slots offered on a date of the store.',
    prefixes: ['/fulfilment'],
  },
  {
    name: 'admin-delivery-zones',
    description:
      'The back office: the local-delivery zones, their postal codes, fees and minimums.',
    prefixes: ['/admin/delivery-zones'],
  },
];

function matches(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The tag of a path under API_PREFIX, or undefined when no entry names it. */
export function tagForPath(path: string): ApiTag | undefined {
  let best: { tag: ApiTag; length: number } | undefined;
  for (const tag of API_TAGS) {
    for (const prefix of tag.prefixes) {
      if (matches(path, prefix) && prefix.length > (best?.length ?? 0)) {
        best = { tag, length: prefix.length };
      }
    }
  }
  return best?.tag;
}
