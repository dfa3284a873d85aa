// Sends the emails of pickup and local-delivery orders (fulfilment-emails.ts) at their moments:
// a move to `ready` (pickup) or `delivery` (local delivery), and the placing of an order paid in
// person. A failed email is logged; the move or the order itself stands.
import type { Order, OrderStatus } from '@canopy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { SettingsService } from '../settings/settings.service';
import {
  inPersonConfirmationEmail,
  outForDeliveryEmail,
  readyForPickupEmail,
  type FulfilmentEmailContext,
} from './fulfilment-emails';

export interface FulfilmentMailDeps {
  mailer: Mailer;
  settings: SettingsService;
  log: FastifyBaseLogger;
}

type Compose = (order: Order, context: FulfilmentEmailContext) => MailMessage;

function emailForMove(order: Order, from: OrderStatus): Compose | null {
  if (order.status === from) return null;
  const method = order.fulfilment.method;
  if (order.status === 'ready' && method === 'pickup') return readyForPickupEmail;
  if (order.status === 'delivery' && method === 'delivery') return outForDeliveryEmail;
  return null;
}

export type FulfilmentMail = ReturnType<typeof createFulfilmentMail>;

export function createFulfilmentMail({ mailer, settings, log }: FulfilmentMailDeps) {
  async function send(order: Order, compose: Compose): Promise<void> {
    try {
      const { timezone, store_address } = await settings.get();
      await mailer.send(compose(order, { timezone, storeAddress: store_address }));
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'sending a fulfilment email failed');
    }
  }

  return {
    /** After a status move committed. */
    async moved(order: Order, from: OrderStatus): Promise<void> {
      const compose = emailForMove(order, from);
      if (compose) await send(order, compose);
    },

    /** After an order was placed: an order paid in person is confirmed now, not at payment. */
    async placed(order: Order): Promise<void> {
      if (order.payment_method === 'in_person') await send(order, inPersonConfirmationEmail);
    },
  };
}
