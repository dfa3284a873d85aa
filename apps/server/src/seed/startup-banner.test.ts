import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers/test-app';
import type { DemoShopSummary } from './index';
import { startupBanner } from './startup-banner';

const summary: DemoShopSummary = {
  catalog: { products: 3, categories: 1, seededNow: false },
  accessCode: 'ABC123',
  admin: { username: 'admin', password: null, passwordSource: 'environment' },
  staff: [],
};
const address: AddressInfo = { address: '0.0.0.0', family: 'IPv4', port: 8080 };
const dateOfBirth = { mode: 'date_of_birth', minimumAge: 21 } as const;

describe('the start-up banner', () => {
  it('says plainly when payments run on the built-in test provider', () => {
    const banner = startupBanner(testConfig(), summary, address, true, dateOfBirth);
    expect(banner).toMatch(/Payments\s+TEST MODE: the built-in test provider, no card is charged/);
  });

  it('names Stripe when its keys are set', () => {
    const banner = startupBanner(
      testConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }),
      summary,
      address,
      true,
      dateOfBirth,
    );
    expect(banner).toMatch(/Payments\s+Stripe \(test keys\)/);
    expect(banner).not.toContain('TEST MODE');
  });

  it('prints each demo staff login under the admin’s, and nothing when there is none', () => {
    const withStaff: DemoShopSummary = {
      ...summary,
      staff: [
        { role: 'budtender', username: 'budtender', password: 'pw-budtender-123' },
        { role: 'viewer', username: 'viewer', password: 'pw-viewer-456' },
      ],
    };
    const banner = startupBanner(testConfig(), withStaff, address, true, dateOfBirth);
    expect(banner).toMatch(/Password .*\n\n\s+Demo staff /);
    expect(banner).toMatch(/budtender\s+budtender\s+pw-budtender-123/);
    expect(banner).toMatch(/viewer\s+viewer\s+pw-viewer-456/);
    expect(startupBanner(testConfig(), summary, address, true, dateOfBirth)).not.toContain(
      'Demo staff',
    );
  });

  it('tells what the shop asks after the access code, in one line', () => {
    const banner = startupBanner(testConfig(), summary, address, true, dateOfBirth);
    expect(banner).toMatch(
      /Access code\s+ABC123\n\s+Age step\s+a date of birth after the access code \(minimum age 21\)\n/,
    );
    const attest = { mode: 'attest', minimumAge: 18 } as const;
    expect(startupBanner(testConfig(), summary, address, true, attest)).toContain(
      '"I am 18 or older" confirmed after the access code',
    );
    const off = { mode: 'off', minimumAge: 21 } as const;
    expect(startupBanner(testConfig(), summary, address, true, off)).toMatch(
      /Age step\s+off: no age check/,
    );
  });
});
