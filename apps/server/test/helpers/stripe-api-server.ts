// A local HTTP server that speaks the part of Stripe's API Canopy uses, so tests run the real
// `stripe` SDK against it (STRIPE_API_URL) instead of mocking anything:
//   POST /v1/payment_intents            create (amount, currency, metadata[…], …)
//   GET  /v1/payment_intents/:id        retrieve
//   POST /v1/payment_intents/:id/cancel cancel (400 payment_intent_unexpected_state unless unpaid)
//   POST /v1/refunds                    refund a succeeded intent in full
// Like Stripe it checks the secret key (401), answers unknown ids with resource_missing (404), and
// replays the first answer for a repeated Idempotency-Key (400 idempotency_error when the key is
// reused with other parameters). Tests drive what the customer's browser would do through
// succeed / fail / process, make the next calls fail with failNext (an outage), read the request
// log, and build the events Stripe would send to the webhook with event().
//
//   const stripeApi = await startStripeApiServer();
//   const app = await t.buildApp({ ...stripeEnv, STRIPE_API_URL: stripeApi.url });
//   …
//   await stripeApi.close();
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm, textParam, textRecordParam, type FormObject } from './stripe-form-body';

export type LocalIntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface LocalPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method_types: string[];
  receipt_email: string | null;
  status: LocalIntentStatus;
}

export interface LocalRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: FormObject;
  status: number;
}

/** What Stripe posts to a webhook endpoint (the fields Canopy reads, and a few around them). */
export interface LocalEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: LocalPaymentIntent };
}

export interface StripeApiServer {
  /** Pass as STRIPE_API_URL. */
  readonly url: string;
  /** Every call received, in order (including refused ones). */
  readonly requests: readonly LoggedRequest[];
  intent(id: string): LocalPaymentIntent;
  intents(): LocalPaymentIntent[];
  refunds(): LocalRefund[];
  /** The customer's payment went through. */
  succeed(intentId: string): LocalPaymentIntent;
  /** The customer's card was declined: the intent needs a payment method again. */
  fail(intentId: string): LocalPaymentIntent;
  /** The payment is on its way but not settled (bank debits). */
  process(intentId: string): LocalPaymentIntent;
  /** The next `count` calls answer 500 api_error, whatever they are. */
  failNext(count: number): void;
  /** The event Stripe would send about the intent as it is now; a fresh event id each call. */
  event(type: string, intentId: string): LocalEvent;
  close(): Promise<void>;
}

interface StripeErrorBody {
  type: 'invalid_request_error' | 'api_error' | 'idempotency_error';
  message: string;
  code?: string;
  param?: string;
  payment_intent?: LocalPaymentIntent;
}

interface Answer {
  status: number;
  body: unknown;
}

interface StoredAnswer extends Answer {
  route: string;
  rawBody: string;
}

class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(error.message);
  }
}

const API_VERSION = '2025-03-31.basil';
// Stripe cancels a processing intent only "in rare cases"; here, as for cards, it never can.
const CANCELABLE: readonly LocalIntentStatus[] = ['requires_payment_method'];
const CANCELABLE_STATUSES_TEXT =
  'requires_payment_method, requires_capture, requires_confirmation, requires_action, processing';

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function missingParam(name: string): StripeRequestError {
  return new StripeRequestError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param: name,
    message: `Missing required param: ${name}.`,
  });
}

function resourceMissing(kind: string, id: string, param?: string): StripeRequestError {
  return new StripeRequestError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    ...(param ? { param } : {}),
    message: `No such ${kind}: '${id}'`,
  });
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

function authorizationError(header: string | undefined, secretKey: string | null): Answer | null {
  const key = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
  if (!key) {
    return {
      status: 401,
      body: {
        error: {
          type: 'invalid_request_error',
          message: 'You did not provide an API key. Provide it as a Bearer token.',
        },
      },
    };
  }
  const accepted = secretKey === null ? key.startsWith('sk_test_') : key === secretKey;
  if (accepted) return null;
  return {
    status: 401,
    body: {
      error: {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${key.slice(0, 8)}***`,
      },
    },
  };
}

export async function startStripeApiServer(
  options: { secretKey?: string } = {},
): Promise<StripeApiServer> {
  const secretKey = options.secretKey ?? null;
  const intents = new Map<string, LocalPaymentIntent>();
  const refunds: LocalRefund[] = [];
  const requests: LoggedRequest[] = [];
  const answersByKey = new Map<string, StoredAnswer>();
  let failuresLeft = 0;

  function snapshotOf(id: string): LocalPaymentIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`The local Stripe API has no payment intent ${id}`);
    return structuredClone(intent);
  }

  function findIntent(id: string): LocalPaymentIntent {
    const intent = intents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id);
    return intent;
  }

  function createIntent(form: FormObject): LocalPaymentIntent {
    const amountText = textParam(form, 'amount');
    if (amountText === undefined) throw missingParam('amount');
    const currency = textParam(form, 'currency');
    if (currency === undefined) throw missingParam('currency');
    const amount = Number(amountText);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeRequestError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      });
    }
    const automatic = form.automatic_payment_methods;
    const enabled =
      typeof automatic === 'object' && !Array.isArray(automatic) && automatic.enabled === 'true';
    const id = newId('pi');
    const intent: LocalPaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      automatic_payment_methods: automatic === undefined ? null : { enabled },
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency: currency.toLowerCase(),
      description: textParam(form, 'description') ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: textRecordParam(form, 'metadata'),
      payment_method_types: ['card'],
      receipt_email: textParam(form, 'receipt_email') ?? null,
      status: 'requires_payment_method',
    };
    intents.set(id, intent);
    return intent;
  }

  function cancelIntent(id: string, form: FormObject): LocalPaymentIntent {
    const intent = findIntent(id);
    if (!CANCELABLE.includes(intent.status)) {
      throw new StripeRequestError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE_STATUSES_TEXT}.`,
        payment_intent: structuredClone(intent),
      });
    }
    intent.status = 'canceled';
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = textParam(form, 'cancellation_reason') ?? null;
    return intent;
  }

  function refundIntent(form: FormObject): LocalRefund {
    const intentId = textParam(form, 'payment_intent');
    if (intentId === undefined) throw missingParam('payment_intent');
    const intent = intents.get(intentId);
    if (!intent) throw resourceMissing('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded') {
      throw new StripeRequestError(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      });
    }
    if (refunds.some((refund) => refund.payment_intent === intentId)) {
      throw new StripeRequestError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${intent.latest_charge ?? ''} has already been refunded.`,
      });
    }
    const refund: LocalRefund = {
      id: newId('re'),
      object: 'refund',
      amount: intent.amount_received,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      created: nowSeconds(),
    };
    refunds.push(refund);
    return refund;
  }

  function route(method: string, path: string, form: FormObject): unknown {
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return refundIntent(form);
    if (intentPath?.[1] !== undefined) {
      const id = decodeURIComponent(intentPath[1]);
      if (method === 'GET' && !intentPath[2]) return findIntent(id);
      if (method === 'POST' && intentPath[2]) return cancelIntent(id, form);
    }
    throw new StripeRequestError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function execute(method: string, path: string, form: FormObject): Answer {
    try {
      return { status: 200, body: structuredClone(route(method, path, form)) };
    } catch (error) {
      if (error instanceof StripeRequestError) {
        return { status: error.status, body: { error: error.error } };
      }
      throw error;
    }
  }

  function answerIdempotently(
    key: string,
    method: string,
    path: string,
    rawBody: string,
    form: FormObject,
  ): Answer & { replayed: boolean } {
    const routeName = `${method} ${path}`;
    const stored = answersByKey.get(key);
    if (stored) {
      if (stored.route !== routeName || stored.rawBody !== rawBody) {
        return {
          status: 400,
          replayed: false,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        };
      }
      return { status: stored.status, body: stored.body, replayed: true };
    }
    const answer = execute(method, path, form);
    answersByKey.set(key, { ...answer, route: routeName, rawBody });
    return { ...answer, replayed: false };
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const rawBody = method === 'GET' ? url.search.slice(1) : await readBody(request);
    const form = parseStripeForm(rawBody);
    const idempotencyKey = request.headers['idempotency-key'];
    const key = typeof idempotencyKey === 'string' ? idempotencyKey : null;

    let answer: Answer & { replayed?: boolean };
    const refused = authorizationError(request.headers.authorization, secretKey);
    if (refused) {
      answer = refused;
    } else if (failuresLeft > 0) {
      failuresLeft -= 1;
      answer = {
        status: 500,
        body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
      };
    } else if (method === 'POST' && key !== null) {
      answer = answerIdempotently(key, method, url.pathname, rawBody, form);
    } else {
      answer = execute(method, url.pathname, form);
    }

    requests.push({
      method,
      path: url.pathname,
      idempotencyKey: key,
      params: form,
      status: answer.status,
    });
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      'stripe-version': API_VERSION,
      ...(key ? { 'idempotency-key': key } : {}),
      ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(answer.body));
  }

  function settle(intentId: string, change: (intent: LocalPaymentIntent) => void) {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`The local Stripe API has no payment intent ${intentId}`);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new Error(`Payment intent ${intentId} is already ${intent.status}`);
    }
    change(intent);
    return structuredClone(intent);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intent: snapshotOf,
    intents: () => [...intents.values()].map((intent) => structuredClone(intent)),
    refunds: () => refunds.map((refund) => ({ ...refund })),
    succeed: (intentId) =>
      settle(intentId, (intent) => {
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        intent.latest_charge = newId('ch');
        intent.last_payment_error = null;
      }),
    fail: (intentId) =>
      settle(intentId, (intent) => {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
        };
      }),
    process: (intentId) =>
      settle(intentId, (intent) => {
        intent.status = 'processing';
      }),
    failNext(count) {
      failuresLeft = count;
    },
    event(type, intentId) {
      return {
        id: newId('evt'),
        object: 'event',
        api_version: API_VERSION,
        created: nowSeconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: snapshotOf(intentId) },
      };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}
