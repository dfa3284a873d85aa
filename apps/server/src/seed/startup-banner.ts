// The lines start-up prints once the server listens: where the shop is and how to get in.
import type { AddressInfo } from 'node:net';
import type { Config } from '../config';
import type { DemoShopSummary } from './';

export function startupBanner(
  config: Config,
  summary: DemoShopSummary,
  address: AddressInfo,
  webAppBuilt: boolean,
): string {
  // HOST 0.0.0.0 listens everywhere; localhost is what a person on this machine opens.
  const wildcardHosts = ['0.0.0.0', '::', '127.0.0.1', '::1'];
  const host = wildcardHosts.includes(config.host) ? 'localhost' : config.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  const password =
    summary.admin.password ??
    (summary.admin.passwordSource === 'environment'
      ? '(the ADMIN_PASSWORD you set)'
      : '(unchanged: the one you chose)');
  const accessCode =
    summary.accessCode ?? '(none to show: create or reveal one in Admin → Access Codes)';

  const lines = [
    '',
    '  Canopy is running',
    '',
    `  Storefront    ${origin}/`,
    `  Access code   ${accessCode}`,
    '',
    `  Admin         ${origin}/admin/login`,
    `  Username      ${summary.admin.username}`,
    `  Password      ${password}`,
    '',
    `  API docs      ${origin}${config.apiPrefix}/docs`,
    '',
    config.stripe === null
      ? '  Payments      TEST MODE: the built-in test provider, no card is charged (set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY for real payments)'
      : `  Payments      Stripe (${config.stripe.secretKey.startsWith('sk_live_') ? 'live' : 'test'} keys)`,
  ];
  if (!webAppBuilt) {
    lines.push(
      '',
      '  The web app is not built yet: run `npm run build` (npm start does it for you).',
    );
  }
  return `${lines.join('\n')}\n\n`;
}
