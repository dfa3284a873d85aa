// The checkout's fulfilment choice: the method (shipping by default while the shop offers it,
// else the first it offers), the slot and whether it is paid in person, always one the shop's
// current settings allow; and, for delivery, the postal code typed into the address once it looks
// like one and the shopper paused typing, which the delivery slots are asked for.
import { shippingAddressSchema, type PaymentsConfig } from '@canopy/contracts';
import { useEffect, useState } from 'react';
import type { FulfilmentChoice } from './checkout-details';

const POSTAL_CODE_PAUSE_MS = 400;

export function useFulfilmentChoice(config: PaymentsConfig | undefined) {
  const methods = config?.fulfilment_methods ?? ['shipping'];
  const fallback = methods.includes('shipping') ? 'shipping' : (methods[0] ?? 'shipping');
  const [chosen, setChosen] = useState<FulfilmentChoice | null>(null);
  const base =
    chosen && methods.includes(chosen.method)
      ? chosen
      : { method: fallback, slotStart: null, inPerson: false };
  const choice: FulfilmentChoice = {
    ...base,
    inPerson: base.inPerson && base.method !== 'shipping' && config?.in_person_payment === true,
  };
  return [choice, setChosen] as const;
}

/** The typed postal code once valid and settled; null while it is not one. */
export function useSettledPostalCode(typed: string | undefined): string | null {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const parsed = shippingAddressSchema.shape.postal_code.safeParse(typed ?? '');
    const next = parsed.success ? parsed.data.toUpperCase() : null;
    const timer = window.setTimeout(() => setSettled(next), POSTAL_CODE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  return settled;
}
