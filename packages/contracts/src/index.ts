// Files named *-rules / *-codes, limit-packs.ts and money.ts import no zod: with "sideEffects":
// false a bundle that uses only them drops the schema files and zod itself (the storefront's first
// download).
export * from './access-code-rules';
export * from './age-rules';
export * from './age-verification';
export * from './admin-access-codes';
export * from './admin-analytics';
export * from './admin-catalog';
export * from './admin-orders';
export * from './admin-testing';
export * from './admin-referral-codes';
export * from './access-codes';
export * from './auth';
export * from './calendar-day';
export * from './catalog';
export * from './error-codes';
export * from './errors';
export * from './health';
export * from './limit-packs';
export * from './limit-rules';
export * from './money';
export * from './payments';
export * from './product-rules';
export * from './products';
export * from './purchase-limits';
export * from './product-suggestions';
export * from './realtime';
export * from './settings';
export * from './order-status-rules';
export * from './order-totals';
export * from './orders';
export * from './admin-users';
export * from './admin-session';
export * from './system-config';
export * from './store-status-rules';
export * from './staff-roles-rules';
export * from './staff-roles';
