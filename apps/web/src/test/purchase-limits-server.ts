// A fake POST /orders/limit-check for the purchase-limit tests, answering like the server does:
// the real evaluator (evaluateLimits) over the request's lines with each product's limit facts,
// a pack, and what earlier orders already used.
import {
  evaluateLimits,
  SHIPPED_LIMIT_PACKS,
  type LimitCheckRequest,
  type LimitFacts,
  type LimitPack,
} from '@canopy/contracts';
import { json, type FakeRoute } from './fake-fetch';

export const FLOWER_3_5G: LimitFacts = { limit_class: 'flower', net_weight_g: 3.5, thc_mg: null };
export const PREROLL_1G: LimitFacts = { limit_class: 'preroll', net_weight_g: 1, thc_mg: null };
export const CONCENTRATE_1G: LimitFacts = {
  limit_class: 'concentrate',
  net_weight_g: 1,
  thc_mg: null,
};

export function limitCheckRoute(
  facts: Record<number, LimitFacts>,
  {
    pack = SHIPPED_LIMIT_PACKS['us-ca-adult'],
    used = {},
  }: { pack?: LimitPack; used?: Record<string, number> } = {},
): FakeRoute {
  return async (request) => {
    const body = (await request.json()) as LimitCheckRequest;
    const cart = body.items.map((item) => ({
      ...(facts[item.product_id] ?? { limit_class: null, net_weight_g: null, thc_mg: null }),
      quantity: item.quantity,
    }));
    return json(
      evaluateLimits({ pack, cart, used, now: new Date(), timeZone: 'America/Los_Angeles' }),
    );
  };
}
