import { describe, expect, it } from 'vitest';
import {
  DESKTOP_RECONNECT_POLICY,
  isMobileDevice,
  mayConnect,
  MOBILE_RECONNECT_POLICY,
  reconnectDelayMs,
  reconnectPolicyFor,
} from './reconnect-policy';

describe('reconnect delays', () => {
  it.each([
    { attempt: 1, desktop: 3_000, mobile: 5_000 },
    { attempt: 2, desktop: 6_000, mobile: 10_000 },
    { attempt: 3, desktop: 9_000, mobile: 15_000 },
    { attempt: 4, desktop: 12_000, mobile: null },
    { attempt: 5, desktop: 15_000, mobile: null },
    { attempt: 6, desktop: null, mobile: null },
    { attempt: 0, desktop: null, mobile: null },
    { attempt: -1, desktop: null, mobile: null },
    { attempt: 1.5, desktop: null, mobile: null },
  ])('attempt $attempt waits $desktop ms on a desktop, $mobile ms on a phone', (row) => {
    expect(reconnectDelayMs(DESKTOP_RECONNECT_POLICY, row.attempt)).toBe(row.desktop);
    expect(reconnectDelayMs(MOBILE_RECONNECT_POLICY, row.attempt)).toBe(row.mobile);
  });

  it('uses the phone policy on a phone only', () => {
    expect(reconnectPolicyFor(true)).toEqual({ maxAttempts: 3, baseDelayMs: 5_000 });
    expect(reconnectPolicyFor(false)).toEqual({ maxAttempts: 5, baseDelayMs: 3_000 });
  });
});

describe('mobile device', () => {
  it.each([
    { coarsePointer: true, narrowViewport: true, mobile: true },
    { coarsePointer: true, narrowViewport: false, mobile: false },
    { coarsePointer: false, narrowViewport: true, mobile: false },
    { coarsePointer: false, narrowViewport: false, mobile: false },
  ])(
    'coarse pointer $coarsePointer and narrow viewport $narrowViewport → $mobile',
    ({ mobile, ...signals }) => {
      expect(isMobileDevice(signals)).toBe(mobile);
    },
  );
});

describe('connecting needs a token', () => {
  it.each([
    { token: 'eyJ.token', allowed: true },
    { token: '', allowed: false },
    { token: null, allowed: false },
    { token: undefined, allowed: false },
  ])('token $token → $allowed', ({ token, allowed }) => {
    expect(mayConnect(token)).toBe(allowed);
  });
});
