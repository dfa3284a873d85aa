// The query of GET /products for a view: the rules live in the contracts (catalog-view-rules.ts),
// which the server's answer to a page request uses too.
export { productListParams, type ProductListParams } from '@canopy/contracts';
