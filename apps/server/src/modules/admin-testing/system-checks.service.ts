// The testing screen's checks (`GET /admin/testing/checks`), run side by side, each
// bounded in time: database (select 1), payments (the provider answers), websocket (a real
// ping → pong through this server's own /ws), email (the transport is ready) and storage (an
// image row written, read and deleted). A failing check is reported offline with its reason.
import type { SystemCheck, SystemCheckName } from '@canopy/contracts';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { pingDatabase } from '../health/health.repository';
import type { PaymentReachability } from './payment-reachability';
import { checkImageStorage } from '../catalog/images.service';
import { pingOwnWebsocket } from './websocket-round-trip';

const CHECK_TIMEOUT_MS = 5000;

/** What a check found; `latencyMs` overrides the measured time (the websocket's ping → pong). */
interface CheckOutcome {
  detail: string;
  latencyMs?: number;
}

export interface SystemChecksDeps {
  db: Database;
  mailer: Mailer;
  payments: PaymentReachability;
  /** ws://… of this server's own socket; null when it does not listen on TCP. */
  websocketUrl: () => string | null;
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`No answer within ${String(timeoutMs)} ms`));
    }, timeoutMs);
  });
  return Promise.race([work, timedOut]).finally(() => {
    clearTimeout(timer);
  });
}

async function runCheck(
  name: SystemCheckName,
  check: () => Promise<CheckOutcome>,
  timeoutMs: number,
): Promise<SystemCheck> {
  const started = performance.now();
  try {
    const outcome = await withTimeout(check(), timeoutMs);
    const latency = outcome.latencyMs ?? performance.now() - started;
    return {
      name,
      status: 'online',
      latency_ms: Math.round(latency * 10) / 10,
      detail: outcome.detail,
    };
  } catch (error) {
    const latency = Math.round((performance.now() - started) * 10) / 10;
    const reason = error instanceof Error ? error.message : String(error);
    return { name, status: 'offline', latency_ms: latency, detail: reason };
  }
}

export function createSystemChecksService(deps: SystemChecksDeps, timeoutMs = CHECK_TIMEOUT_MS) {
  const checks: Record<SystemCheckName, (adminToken: string) => Promise<CheckOutcome>> = {
    async database() {
      await pingDatabase(deps.db);
      return { detail: 'The database answered select 1' };
    },
    async payments() {
      return { detail: await deps.payments.probe() };
    },
    async websocket(adminToken) {
      const url = deps.websocketUrl();
      if (url === null) throw new Error('The server is not listening for sockets');
      const latencyMs = await pingOwnWebsocket(url, adminToken, timeoutMs);
      return { detail: 'A ping through /ws came back as a pong', latencyMs };
    },
    async email() {
      await deps.mailer.verify();
      return {
        detail:
          deps.mailer.mode === 'smtp'
            ? 'The SMTP server accepted the connection'
            : `The outbox directory is writable (${deps.mailer.outboxDir ?? ''})`,
      };
    },
    async storage() {
      await checkImageStorage(deps.db);
      return { detail: 'An image row was written, read back and deleted' };
    },
  };

  return {
    /** Every check, in SYSTEM_CHECK_NAMES order; `adminToken` opens the websocket. */
    run(adminToken: string): Promise<SystemCheck[]> {
      return Promise.all(
        (Object.keys(checks) as SystemCheckName[]).map((name) =>
          runCheck(name, () => checks[name](adminToken), timeoutMs),
        ),
      );
    },
  };
}
