// The live socket's connection rules (docs/product.md#business-constants): ping every 30 s; after
// an unexpected drop up to 5 reconnect attempts, attempt n waiting 3 s × n; on a phone 3 attempts
// at 5 s × n; and no connection at all without a token. Pure, so the socket client and its tests
// share one table.

export const PING_INTERVAL_MS = 30_000;

export interface ReconnectPolicy {
  /** Reconnect attempts after a drop before giving up. */
  maxAttempts: number;
  /** Attempt n waits n times this. */
  baseDelayMs: number;
}

export const DESKTOP_RECONNECT_POLICY: ReconnectPolicy = { maxAttempts: 5, baseDelayMs: 3_000 };
export const MOBILE_RECONNECT_POLICY: ReconnectPolicy = { maxAttempts: 3, baseDelayMs: 5_000 };

/** What the page can tell about the device it runs on (read from media queries). */
export interface DeviceSignals {
  /** The primary pointer is a finger (`(pointer: coarse)`). */
  coarsePointer: boolean;
  /** The viewport is phone-sized (the app's mobile breakpoint, under 768 px). */
  narrowViewport: boolean;
}

/**
 * A phone: a touch screen that is also narrow. Both are asked because either alone misleads: a
 * tablet is touch but wide (and usually on Wi-Fi), a narrowed desktop window is small but on a
 * desktop's connection. The user agent is not used: it is frozen or spoofed too often to trust.
 */
export function isMobileDevice({ coarsePointer, narrowViewport }: DeviceSignals): boolean {
  return coarsePointer && narrowViewport;
}

export function reconnectPolicyFor(mobile: boolean): ReconnectPolicy {
  return mobile ? MOBILE_RECONNECT_POLICY : DESKTOP_RECONNECT_POLICY;
}

/** The wait before reconnect attempt `attempt` (1, 2, …), or null once the policy gives up. */
export function reconnectDelayMs(policy: ReconnectPolicy, attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > policy.maxAttempts) return null;
  return policy.baseDelayMs * attempt;
}

/** A connection needs a token: without one the socket is not opened at all. */
export function mayConnect(token: string | null | undefined): token is string {
  return typeof token === 'string' && token !== '';
}
