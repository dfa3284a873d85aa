// TRUST_PROXY: which proxies in front of the server may say who the client is. Only the entries of
// X-Forwarded-For that a trusted proxy appended count; the client writes whatever it likes to the
// left of them, so trusting every hop (Fastify's `trustProxy: true`) would let each request pick
// its own address and dodge every per-client limit. `true` therefore means one hop (the usual
// single reverse proxy or load balancer): the address counted is the right-most entry.
import net from 'node:net';
import { z } from 'zod';

/** Fastify's `trustProxy`: false, a number of hops, or the addresses/CIDR ranges of the proxies. */
export type TrustProxy = false | number | string[];

const FLAGS: Record<string, TrustProxy> = {
  true: 1,
  yes: 1,
  on: 1,
  false: false,
  no: false,
  off: false,
};

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z.string().transform((raw, context): TrustProxy => {
  const value = raw.trim().toLowerCase();
  const flag = FLAGS[value];
  if (flag !== undefined) return flag;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 1000) return hops === 0 ? false : hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      'must be false, true (one proxy), a number of proxy hops, or proxy addresses/CIDR ranges separated by commas',
  });
  return z.NEVER;
});

/**
 * What Fastify is given. A hop count is passed as a function, because Fastify reads a bare
 * number as "trust nothing"; hop 0 is the socket's peer (the nearest proxy), so `hops` proxies
 * are trusted and the client is the entry the farthest of them appended.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
