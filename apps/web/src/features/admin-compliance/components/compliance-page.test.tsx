import {
  complianceLimitsResponseSchema,
  LIMIT_PACK_KEYS,
  SHIPPED_LIMIT_PACKS,
  type ComplianceLimitsResponse,
  type LimitPack,
} from '@canopy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminProduct, productPage } from '../../../test/admin-products-setup';
import { adminUser, staffMember } from '../../../test/factories';
import { json, type FakeRoute } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { signedInAs } from '../../../test/signed-in-staff';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
}, 60_000);

const OWNER = adminUser({ id: 1, username: 'avery', is_superuser: true });
const COMPLIANCE = staffMember('compliance', { id: 9, username: 'cam' });

function answer(active: LimitPack): ComplianceLimitsResponse {
  return complianceLimitsResponseSchema.parse({
    active,
    packs: LIMIT_PACK_KEYS.map((key) =>
      key === 'custom'
        ? { key, name: 'Custom limits', version: active.key === 'custom' ? active.version : 1 }
        : { key, name: SHIPPED_LIMIT_PACKS[key].name, version: SHIPPED_LIMIT_PACKS[key].version },
    ),
  });
}

function complianceServer(user = OWNER, routes: Record<string, FakeRoute> = {}) {
  return signedInAs(user, {
    'GET /admin/compliance/limits': () => json(answer(SHIPPED_LIMIT_PACKS.none)),
    ...routes,
  });
}

describe('the Compliance screen', () => {
  it('shows each pack with its source, date, window and limits, and saves the chosen one', async () => {
    const server = complianceServer(OWNER, {
      'PUT /admin/compliance/limits': () => json(answer(SHIPPED_LIMIT_PACKS['us-ca-adult'])),
    });
    const { user } = renderApp('/admin/compliance');
    expect(await screen.findByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
    expect(await screen.findByRole('radio', { name: /No purchase limits/ })).toBeChecked();
    expect(screen.getByText('No purchase limits apply.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /California, adult use/ }));
    const details = screen.getByRole('region', { name: 'California, adult use (daily limits)' });
    expect(within(details).getByText(/title 4, section 15409/)).toBeVisible();
    expect(within(details).getByText('2018-01-01')).toBeVisible();
    expect(within(details).getByText(/^Per store day/)).toBeVisible();
    const rows = within(within(details).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'flower (non_concentrated)28.5 gFlower: Net weight (g); Pre-rolls: Net weight (g)',
      'concentrate (concentrate)8 gConcentrates: Net weight (g); Edibles: THC (mg) × 0.001; Beverages: THC (mg) × 0.001; Topicals: THC (mg) × 0.001',
      'plants (plants)6 unitsPlants: Each unit',
    ]);

    await user.click(screen.getByRole('button', { name: 'Save purchase limits' }));
    expect(
      await screen.findByText('Purchase limits: California, adult use (daily limits)'),
    ).toBeVisible();
    expect(await server.last('PUT /admin/compliance/limits')?.json()).toEqual({
      pack: 'us-ca-adult',
    });
  });

  it('edits custom limits with each message beside its field, then sends them', async () => {
    const server = complianceServer(OWNER, {
      'PUT /admin/compliance/limits': () =>
        json(
          {
            detail: [
              { loc: ['body', 'buckets', 0, 'label'], msg: 'Too rude a label', type: 'custom' },
            ],
            error: 'validation_error',
          },
          422,
        ),
    });
    const { user } = renderApp('/admin/compliance');
    await user.click(await screen.findByRole('radio', { name: /Custom limits/ }));
    await user.click(screen.getByRole('button', { name: 'Save purchase limits' }));

    expect(screen.getByLabelText('Limit 1 key')).toHaveAccessibleDescription(
      'A key is lowercase letters, digits and _ (like flower)',
    );
    expect(screen.getByLabelText('Limit 1 amount')).toHaveAccessibleDescription(
      'Enter the limit as a number',
    );
    expect(screen.getByText('Name a product class this limit counts')).toBeVisible();
    expect(server.last('PUT /admin/compliance/limits')).toBeUndefined();

    await user.selectOptions(screen.getByLabelText('Window'), 'rolling_24h');
    await user.type(screen.getByLabelText('Limit 1 key'), 'flower');
    await user.type(screen.getByLabelText('Limit 1 label'), 'flower');
    await user.type(screen.getByLabelText('Limit 1 amount'), '14');
    await user.click(screen.getByRole('checkbox', { name: 'Flower' }));
    await user.click(screen.getByRole('checkbox', { name: 'Concentrates' }));
    await user.clear(screen.getByLabelText('Concentrates: factor'));
    await user.type(screen.getByLabelText('Concentrates: factor'), '3.5');
    await user.click(screen.getByRole('button', { name: 'Save purchase limits' }));

    expect(await server.last('PUT /admin/compliance/limits')?.json()).toEqual({
      pack: 'custom',
      window: 'rolling_24h',
      buckets: [
        {
          key: 'flower',
          label: 'flower',
          limit: 14,
          unit: 'g',
          counts: {
            flower: { per: 'net_weight_g', factor: 1 },
            concentrate: { per: 'net_weight_g', factor: 3.5 },
          },
        },
      ],
    });
    expect(await screen.findByText('Too rude a label')).toBeVisible();
    expect(screen.getByLabelText('Limit 1 label')).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews a sample cart against the chosen pack with the shared evaluator', async () => {
    complianceServer(OWNER, {
      'GET /admin/products': () =>
        json(
          productPage([
            adminProduct({ limit_class: 'flower', net_weight_g: 3.5 }),
            adminProduct({
              id: 8,
              name: 'Shatter',
              sku: 'CO-SH-1',
              limit_class: 'concentrate',
              net_weight_g: 1,
            }),
          ]),
        ),
    });
    const { user } = renderApp('/admin/compliance');
    await user.click(await screen.findByRole('radio', { name: /Colorado/ }));
    await user.type(screen.getByLabelText('Find a product'), 'a');
    await user.click(await screen.findByRole('button', { name: 'Add Blue Dream' }));
    await user.click(screen.getByRole('button', { name: 'Add Shatter' }));
    const quantity = screen.getByLabelText('Quantity of Shatter');
    await user.clear(quantity);
    await user.type(quantity, '7');

    const preview = screen.getByRole('region', { name: 'Preview a sample cart' });
    // 3.5 g flower + 7 × 1 g concentrate × 3.5 = 28 g of flower equivalent: exactly the limit.
    expect(within(preview).getByText('This cart is within the limits.')).toBeVisible();
    expect(
      within(preview).getByText('0 of 28 g flower equivalent left in this order'),
    ).toBeVisible();
    await user.type(quantity, '0');
    expect(within(preview).getByText('This cart goes over a limit.')).toBeVisible();
  });

  it('shows a role with orders.read the pack in force without a way to change it', async () => {
    complianceServer(COMPLIANCE, {
      'GET /admin/compliance/limits': () => json(answer(SHIPPED_LIMIT_PACKS['us-il-resident'])),
    });
    renderApp('/admin/compliance');
    expect(
      await screen.findByText(/Changing it needs the System configure permission/),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /Illinois, adult-use resident/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /California/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save purchase limits' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compliance' })).toBeVisible();
  });
});
