// The lines start-up prints once the server listens: where the shop is and how to get in.
import type { AddressInfo } from 'node:net';
import { ageAttestLabel } from '@canopy/contracts';
import type { Config } from '../config';
import type { AgePolicy } from '../modules/age-verification/age-policy-memory';
import type { DemoShopSummary } from './';

/** One line per demo staff account: its role, username and password. */
function staffLines(summary: DemoShopSummary): string[] {
  if (summary.staff.length === 0) return [];
  const width = Math.max(...summary.staff.map(({ username }) => username.length));
  return [
    '',
    '  Demo staff    one account per role (docs/product.md#staff-roles)',
    ...summary.staff.map(
      ({ role, username, password }) =>
        `  ${role.padEnd(12)}  ${username.padEnd(width)}  ${password}`,
    ),
  ];
}

/** What the shop asks after the access code (docs/product.md#age-verification). */
function ageStepLine({ mode, minimumAge }: Pick<AgePolicy, 'mode' | 'minimumAge'>): string {
  const what = {
    date_of_birth: `a date of birth after the access code (minimum age ${String(minimumAge)})`,
    attest: `"${ageAttestLabel(minimumAge)}" confirmed after the access code`,
    off: 'off: no age check after the access code',
  }[mode];
  return `  Age step      ${what}`;
}

export function startupBanner(
  config: Config,
  summary: DemoShopSummary,
  address: AddressInfo,
  webAppBuilt: boolean,
  agePolicy: Pick<AgePolicy, 'mode' | 'minimumAge'>,
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
    ageStepLine(agePolicy),
    '',
    `  Admin         ${origin}/admin/login`,
    `  Username      ${summary.admin.username}`,
    `  Password      ${password}`,
    ...staffLines(summary),
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
