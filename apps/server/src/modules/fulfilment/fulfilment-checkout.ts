// What checkout does for an order's fulfilment (decision 0037), kept out of the checkout flow:
//   plan      — before the transaction: the method is offered, paying in person is allowed, the
//               slot is one a shopper may choose now (422 otherwise), a delivery's postal code is
//               the address's and lies in an active zone (422 `out_of_zone`); the zone's terms
//               go to the totals;
//   checkMinimum — after pricing: a delivery below its zone's minimum is a 422 `below_minimum`;
//   takePlace — inside the order's transaction: the slot's place (answering the places taken,
//               which the new order announces), or 409 `slot_full` with the next slot that has one.
import {
  centsToDollars,
  dollarsToCents,
  findSlotSpan,
  formatUsd,
  nextAvailableSlot,
  normalizePostalCode,
  slotSettingsFor,
  type CreateOrderInput,
  type DeliveryZone,
  type FulfilmentMethod,
  type OrderPaymentMethod,
  type OrderTotals,
  type SlotMethod,
  type StoreSettings,
  type TotalsFulfilment,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import {
  BelowMinimumError,
  OutOfZoneError,
  SlotFullError,
  ValidationError,
} from '../../lib/errors';
import type { DeliveryZonesService } from './delivery-zones.service';
import { bookedPerSlot, takeSlotPlace, type SlotPlaces } from './slot-places.repository';

/** The order's fulfilment, checked: its columns and what the totals charge for it. */
export interface FulfilmentPlan {
  method: FulfilmentMethod;
  slot: { method: SlotMethod; start: Date; end: Date; capacity: number } | null;
  zone: DeliveryZone | null;
  paymentMethod: OrderPaymentMethod;
  totals: TotalsFulfilment;
}

/** A shipped order with no fulfilment named: exactly the order of before. */
export const SHIPPED: FulfilmentPlan = {
  method: 'shipping',
  slot: null,
  zone: null,
  paymentMethod: 'card',
  totals: { method: 'shipping' },
};

/** The plan's columns of the orders table. */
export function fulfilmentColumns(plan: FulfilmentPlan) {
  return {
    fulfilmentMethod: plan.method,
    slotStart: plan.slot?.start ?? null,
    slotEnd: plan.slot?.end ?? null,
    deliveryZoneId: plan.zone?.id ?? null,
    paymentMethod: plan.paymentMethod,
  };
}

function refused(field: string[], msg: string): ValidationError {
  return new ValidationError([{ loc: ['body', ...field], msg, type: 'value_error' }]);
}

const DAY_MS = 86_400_000;

export type FulfilmentCheckout = ReturnType<typeof createFulfilmentCheckout>;

export function createFulfilmentCheckout(deps: {
  zones: Pick<DeliveryZonesService, 'activeZoneFor'>;
  now: () => Date;
}) {
  /** The slot `slotStart` names, when a shopper may choose it now. */
  function slotOf(method: SlotMethod, slotStart: string, settings: StoreSettings) {
    const slotSettings = slotSettingsFor(method, settings);
    const slot = findSlotSpan({ slotStart, slotSettings, calendar: settings, now: deps.now() });
    if (!slot) {
      throw refused(
        ['fulfilment', 'slot_start'],
        `That ${method} slot is not offered: choose one of the slots listed for the day`,
      );
    }
    return {
      method,
      start: new Date(slot.start),
      end: new Date(slot.end),
      capacity: slotSettings.slot_capacity,
    };
  }

  /** The active zone a delivery goes to, by the address's postal code. */
  async function zoneOf(input: CreateOrderInput): Promise<DeliveryZone> {
    const postalCode = input.shipping_address?.postal_code ?? '';
    const named = input.fulfilment?.postal_code;
    if (named !== undefined && normalizePostalCode(named) !== normalizePostalCode(postalCode)) {
      throw refused(
        ['fulfilment', 'postal_code'],
        `The slots were chosen for ${normalizePostalCode(named)} but the address is in ${normalizePostalCode(postalCode)}: choose the delivery slot again`,
      );
    }
    const zone = await deps.zones.activeZoneFor(postalCode);
    if (!zone) {
      throw new OutOfZoneError(`We do not deliver to ${normalizePostalCode(postalCode)}`);
    }
    return zone;
  }

  return {
    async plan(input: CreateOrderInput, settings: StoreSettings): Promise<FulfilmentPlan> {
      const paymentMethod = input.payment_method ?? 'card';
      if (!input.fulfilment && paymentMethod === 'card') return SHIPPED;
      const method = input.fulfilment?.method ?? 'shipping';
      if (input.fulfilment && !settings.fulfilment_methods.includes(method)) {
        throw refused(['fulfilment', 'method'], `The shop does not offer ${method} at the moment`);
      }
      if (paymentMethod === 'in_person' && !settings.in_person_payment) {
        throw refused(['payment_method'], 'The shop takes no payment in person at the moment');
      }
      if (paymentMethod === 'in_person' && method === 'shipping') {
        throw refused(
          ['payment_method'],
          'Paying in person is for pickup and delivery orders: choose one, or pay by card',
        );
      }
      const slotStart = input.fulfilment?.slot_start;
      if (method === 'shipping' || slotStart === undefined) {
        return { ...SHIPPED, paymentMethod };
      }
      const slot = slotOf(method, slotStart, settings);
      if (method === 'pickup') {
        return { method, slot, zone: null, paymentMethod, totals: { method } };
      }
      const zone = await zoneOf(input);
      return {
        method,
        slot,
        zone,
        paymentMethod,
        totals: {
          method,
          feeCents: dollarsToCents(zone.fee),
          minimumSubtotalCents: dollarsToCents(zone.minimum_subtotal),
          freeOverCents: zone.free_over === null ? null : dollarsToCents(zone.free_over),
        },
      };
    },

    /** A delivery below its zone's minimum subtotal: 422 `below_minimum` with the dollars missing. */
    checkMinimum(plan: FulfilmentPlan, totals: OrderTotals): void {
      if (!plan.zone || totals.missingForMinimumCents === 0) return;
      const missing = centsToDollars(totals.missingForMinimumCents);
      throw new BelowMinimumError(
        `Delivery to ${plan.zone.name} needs a subtotal of at least ${formatUsd(plan.zone.minimum_subtotal)}: add ${formatUsd(missing)} more`,
        missing,
      );
    },

    /**
     * Inside the order's transaction: takes the slot's place and answers the slot's places (null
     * for an order without a slot), or throws 409 `slot_full` naming the next slot of the method
     * with a place (after the one asked for), or none.
     */
    async takePlace(
      tx: Database,
      plan: FulfilmentPlan,
      settings: StoreSettings,
    ): Promise<SlotPlaces | null> {
      const { slot } = plan;
      if (!slot) return null;
      const taken = await takeSlotPlace(tx, slot.method, slot.start, slot.capacity);
      if (taken) return taken;
      const slotSettings = slotSettingsFor(slot.method, settings);
      const now = deps.now();
      const booked = await bookedPerSlot(
        tx,
        slot.method,
        now,
        new Date(now.getTime() + (slotSettings.days_ahead + 2) * DAY_MS),
      );
      const next = nextAvailableSlot({
        slotSettings,
        calendar: settings,
        now,
        booked,
        after: slot.start.toISOString(),
      });
      const when = new Intl.DateTimeFormat('en-US', {
        timeZone: settings.timezone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(slot.start);
      throw new SlotFullError(
        `The ${slot.method} slot at ${when} is full: choose another`,
        next?.start ?? null,
      );
    },
  };
}
