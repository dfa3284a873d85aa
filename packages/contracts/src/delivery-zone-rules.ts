// What local delivery to a zone costs and needs (decision 0034): the zone's fee, waived at or above
// its free_over, and its minimum subtotal. Zones speak dollars as the API does; the arithmetic is
// in integer cents (money.ts), so the storefront and the server never disagree by a cent. No zod:
// the storefront's first download can use it.
import { centsToDollars, dollarsToCents } from './money';

/** A zone's money terms, in dollars. */
export interface DeliveryZoneTerms {
  fee: number;
  minimum_subtotal: number;
  /** A subtotal at or above this is delivered free; null: never free. */
  free_over: number | null;
}

export interface DeliveryZoneCharge {
  feeCents: number;
  /** How much more subtotal the zone's minimum needs; 0 once it is met. */
  missingCents: number;
  /** The same two amounts in dollars, as the API answers them. */
  fee: number;
  missing: number;
}

/** The delivery fee and what is missing to the minimum for a subtotal of `subtotalCents`. */
export function deliveryZoneCharge(
  zone: DeliveryZoneTerms,
  subtotalCents: number,
): DeliveryZoneCharge {
  const free = zone.free_over !== null && subtotalCents >= dollarsToCents(zone.free_over);
  const feeCents = free ? 0 : dollarsToCents(zone.fee);
  const missingCents = Math.max(0, dollarsToCents(zone.minimum_subtotal) - subtotalCents);
  return {
    feeCents,
    missingCents,
    fee: centsToDollars(feeCents),
    missing: centsToDollars(missingCents),
  };
}

/** A postal code as zones list it: trimmed, upper-case. */
export function normalizePostalCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The first active zone listing `postalCode` (a US ZIP+4 also matches its five-digit ZIP); null
 * when no zone delivers there.
 */
export function deliveryZoneFor<
  Zone extends { postal_codes: readonly string[]; is_active: boolean },
>(zones: readonly Zone[], postalCode: string): Zone | null {
  const code = normalizePostalCode(postalCode);
  const zip = /^(\d{5})-\d{4}$/.exec(code)?.[1];
  return (
    zones.find(
      (zone) =>
        zone.is_active &&
        (zone.postal_codes.includes(code) ||
          (zip !== undefined && zone.postal_codes.includes(zip))),
    ) ?? null
  );
}
