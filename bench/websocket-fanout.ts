// The websocket fan-out scenario's own runner (not autocannon): connects N clients to /ws with a
// customer token, then, one change at a time, places a one-unit order of a checkout product and
// times from just before the order request to the moment the last client has received that
// product's stock_update. A few changes warm up unmeasured; the measured ones give p50/p99/max.
import { randomUUID } from 'node:crypto';
import {
  ACCESS_CODE_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  stockUpdateSchema,
  type CreateOrderRequest,
} from '@canopy/contracts';
import WebSocket from 'ws';
import type { LoadFigures } from './load-runner';

export interface FanoutSpec {
  baseUrl: string;
  apiPrefix: string;
  /** A customer token (?token=) that passed the age step. */
  token: string;
  /** One verified customer token per change (warm-up ones first): each change is a new buyer. */
  buyerTokens: readonly string[];
  /** The date of birth the buyers' age step verified: each order repeats it. */
  buyerDateOfBirth: string;
  accessCode: string;
  clients: number;
  /** Measured changes. */
  changes: number;
  warmupChanges: number;
  /** Products with stock enough for every change; each change takes one unit of the next. */
  productIds: readonly number[];
  /** No change starts after this many milliseconds of measuring. */
  timeLimitMs: number;
  signal: AbortSignal;
}

export interface FanoutFigures {
  load: LoadFigures;
  details: {
    clients: number;
    changes: number;
    /** Time for all clients to connect and be welcomed. */
    connectMs: number;
    /** From just before the order request to its answer (the commit), per measured change. */
    orderAnswerMs: LatencySummary;
  };
}

export interface LatencySummary {
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

/** Nearest-rank percentiles and the mean of a list of milliseconds, rounded to 0.1 ms. */
export function summarizeLatencies(values: readonly number[]): LatencySummary {
  if (values.length === 0) return { p50: 0, p99: 0, mean: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (percent: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((percent / 100) * sorted.length) - 1)] ?? 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    p50: round(rank(50)),
    p99: round(rank(99)),
    mean: round(total / sorted.length),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** A one-line order of one unit: one committed stock change of one product. */
export function fanoutOrder(productId: number, dateOfBirth: string): CreateOrderRequest {
  return {
    customer_email: 'fanout@example.com',
    customer_name: 'Fan-out Bench',
    shipping_address: {
      line1: '1 Socket Street',
      city: 'Portland',
      state: 'OR',
      postal_code: '97201',
      country: 'US',
    },
    items: [{ product_id: productId, quantity: 1 }],
    date_of_birth: dateOfBirth,
  };
}

const CONNECT_BATCH = 100;
const CONNECT_TIMEOUT_MS = 30_000;
/** A change not seen by every client within this long counts its missing deliveries as errors. */
const CHANGE_TIMEOUT_MS = 5_000;

interface PendingChange {
  productId: number;
  seen: Uint8Array;
  count: number;
  done: (at: number | null) => void;
}

/** A received frame as text, whichever of ws's buffer shapes it arrived in. */
function frameText(raw: WebSocket.RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}

function parseStockUpdate(raw: WebSocket.RawData): number | null {
  try {
    const frame = JSON.parse(frameText(raw)) as { type?: unknown; data?: unknown };
    if (frame.type !== 'stock_update') return null;
    return stockUpdateSchema.parse(frame.data).product_id;
  } catch {
    return null;
  }
}

function connectClient(url: string, signal: AbortSignal): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const fail = (reason: string) => {
      socket.terminate();
      reject(new Error(`a websocket client could not join: ${reason}`));
    };
    const timer = setTimeout(() => fail('no welcome frame'), CONNECT_TIMEOUT_MS);
    const onAbort = () => fail('aborted');
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('error', (error) => fail(error.message));
    socket.once('close', (code) => fail(`closed with ${code}`));
    socket.on('message', function welcome(raw) {
      if (!frameText(raw).includes('"connection"')) return;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      socket.off('message', welcome);
      socket.removeAllListeners('close');
      resolve(socket);
    });
  });
}

export async function runFanout(spec: FanoutSpec): Promise<FanoutFigures> {
  const url = `${spec.baseUrl.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(spec.token)}`;
  const sockets: WebSocket[] = [];
  let pending: PendingChange | null = null;
  let dropped = 0;
  const connectStarted = performance.now();
  try {
    for (let start = 0; start < spec.clients; start += CONNECT_BATCH) {
      const batch = Math.min(CONNECT_BATCH, spec.clients - start);
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => connectClient(url, spec.signal)),
        )),
      );
    }
    const connectMs = Math.round(performance.now() - connectStarted);
    sockets.forEach((socket, index) => {
      socket.on('close', () => (dropped += 1));
      socket.on('message', (raw) => {
        const change = pending;
        if (!change || change.seen[index] === 1 || parseStockUpdate(raw) !== change.productId) {
          return;
        }
        change.seen[index] = 1;
        change.count += 1;
        if (change.count === sockets.length) change.done(performance.now());
      });
    });

    const fanoutMs: number[] = [];
    const answerMs: number[] = [];
    const statusCodes: Record<string, number> = {};
    let missed = 0;
    let timeouts = 0;
    let non2xx = 0;
    let measureStarted = 0;
    const total = spec.warmupChanges + spec.changes;
    for (let change = 0; change < total; change += 1) {
      spec.signal.throwIfAborted();
      const measuring = change >= spec.warmupChanges;
      if (change === spec.warmupChanges) measureStarted = performance.now();
      if (measuring && performance.now() - measureStarted > spec.timeLimitMs) break;
      const productId = spec.productIds[change % spec.productIds.length] ?? 0;
      let done: (at: number | null) => void = () => undefined;
      const seenByAll = new Promise<number | null>((resolve) => (done = resolve));
      const current: PendingChange = {
        productId,
        seen: new Uint8Array(sockets.length),
        count: 0,
        done,
      };
      pending = current;
      const timer = setTimeout(() => current.done(null), CHANGE_TIMEOUT_MS);
      const started = performance.now();
      const response = await fetch(`${spec.baseUrl}${spec.apiPrefix}/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [ACCESS_CODE_HEADER]: spec.accessCode,
          authorization: `Bearer ${spec.buyerTokens[change] ?? ''}`,
          [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
          // Each change is another buyer's: one shopper may hold only a few unpaid orders.
          'x-forwarded-for': `10.200.${String((change >> 8) & 255)}.${String(change & 255)}`,
        },
        body: JSON.stringify(fanoutOrder(productId, spec.buyerDateOfBirth)),
        signal: spec.signal,
      });
      await response.arrayBuffer();
      const answeredAt = performance.now();
      if (!response.ok) {
        clearTimeout(timer);
        current.done(null);
      }
      const lastAt = await seenByAll;
      clearTimeout(timer);
      pending = null;
      if (!measuring) continue;
      const code = String(response.status);
      statusCodes[code] = (statusCodes[code] ?? 0) + 1;
      if (!response.ok) {
        non2xx += 1;
        continue;
      }
      answerMs.push(answeredAt - started);
      if (lastAt === null) {
        timeouts += 1;
        missed += sockets.length - current.count;
      } else {
        fanoutMs.push(lastAt - started);
      }
    }
    const measuredSeconds = (performance.now() - measureStarted) / 1000;
    const delivered = fanoutMs.length * sockets.length;
    return {
      load: {
        requestsPerSecond: measuredSeconds > 0 ? delivered / measuredSeconds : 0,
        latencyMs: summarizeLatencies(fanoutMs),
        requestsTotal: fanoutMs.length + timeouts,
        errors: missed + dropped,
        timeouts,
        non2xx,
        statusCodes,
        bytesPerSecond: 0,
        durationSeconds: Math.round(measuredSeconds * 10) / 10,
      },
      details: {
        clients: sockets.length,
        changes: fanoutMs.length + timeouts,
        connectMs,
        orderAnswerMs: summarizeLatencies(answerMs),
      },
    };
  } finally {
    for (const socket of sockets) {
      socket.removeAllListeners('close');
      socket.terminate();
    }
  }
}
