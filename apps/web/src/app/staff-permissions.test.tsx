import type { AdminUser } from '@canopy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboard } from '../test/admin-dashboard-setup';
import { orderDetail } from '../test/admin-orders-setup';
import { productPage } from '../test/admin-products-setup';
import { CATEGORIES, PRODUCTS } from '../test/admin-products-list';
import { adminUser, staffMember } from '../test/factories';
import { json } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { signedInAs } from '../test/signed-in-staff';

beforeAll(async () => {
  await import('./admin/admin-chunk');
}, 60_000);

const BUDTENDER = staffMember('budtender', { id: 7, username: 'bo' });

const screens = {
  'GET /admin/dashboard': () => json(dashboard()),
  'GET /admin/products': () => json(productPage(PRODUCTS)),
  'GET /admin/categories': () => json(CATEGORIES),
  'GET /admin/orders/41': () => json({ order: orderDetail() }),
};

async function sidebarLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Admin' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('what a role sees in the sidebar', () => {
  it('shows a budtender only the screens their role opens', async () => {
    signedInAs(BUDTENDER, screens);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(await sidebarLabels()).toEqual([
      'Dashboard',
      'Products',
      'Categories',
      'Orders',
      'Compliance',
    ]);
    expect(screen.getByText('Budtender')).toBeInTheDocument();
  });

  it('shows System Config to a custom role holding system.configure, owner or not', async () => {
    const custom = adminUser({
      role: { id: 40, key: 'settings-keeper', name: 'Settings keeper' },
      permissions: ['orders.read', 'system.configure'],
    });
    signedInAs(custom, {
      'GET /admin/orders': () => json({ items: [], page: 1, pages: 0, total: 0 }),
    });
    renderApp('/admin/orders');
    expect(await sidebarLabels()).toEqual(['Orders', 'System Config', 'Fulfilment', 'Compliance']);
  });
});

describe('where an admin lands and what a closed screen shows', () => {
  it('sends a role without the dashboard to its first screen', async () => {
    const clerk = adminUser({
      role: { id: 41, key: 'clerk', name: 'Clerk' },
      permissions: ['orders.read'],
    });
    signedInAs(clerk, {
      'GET /admin/orders': () => json({ items: [], page: 1, pages: 0, total: 0 }),
    });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    await waitFor(() => {
      expect(router.location.pathname).toBe('/admin/orders');
    });
  });

  it('shows the 403 page at a deep link the role may not open, without leaving it', async () => {
    const server = signedInAs(BUDTENDER, screens);
    const { router, user } = renderApp('/admin/analytics');
    expect(
      await screen.findByRole('heading', { name: 'No Access to This Page', level: 1 }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Error 403')).toBeInTheDocument();
    expect(within(main).getByText('Budtender')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/admin/analytics');
    expect(server.last('GET /admin/analytics')).toBeUndefined();

    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('shows the 403 page without a way on to a role that opens no screen', async () => {
    const idle = adminUser({
      role: { id: 42, key: 'id-reader', name: 'ID reader' },
      permissions: ['orders.view_id'],
    });
    signedInAs(idle);
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'No Access to This Page', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Go to/ })).not.toBeInTheDocument();
  });
});

describe('buttons and moves by permission', () => {
  it('gives a budtender no product writes', async () => {
    signedInAs(BUDTENDER, screens);
    renderApp('/admin/products');
    expect(await screen.findByRole('table', { name: 'Products' })).toBeInTheDocument();
    await screen.findByText('OG Kush');
    expect(screen.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).not.toBeInTheDocument();
  });

  it('links the dashboard’s recent orders only for a role that may open them', async () => {
    signedInAs(staffMember('marketing'), screens);
    const first = renderApp('/admin');
    expect(await screen.findByText('CN-ABCD2345')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CN-ABCD2345' })).not.toBeInTheDocument();
    first.unmount();

    signedInAs(BUDTENDER, screens);
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'CN-ABCD2345' })).toBeInTheDocument();
  });

  it('gives a manager the product writes', async () => {
    signedInAs(adminUser(), screens);
    renderApp('/admin/products');
    expect(await screen.findByRole('button', { name: 'Add product' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit OG Kush' })).toBeInTheDocument();
  });

  it('offers a budtender the fulfilment moves of a paid order but not cancelling it', async () => {
    signedInAs(BUDTENDER, screens);
    renderApp('/admin/orders/41');
    expect(await screen.findByRole('button', { name: 'Mark as Working On' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Cancelled' })).not.toBeInTheDocument();
  });

  it('follows a role change the server reports with a 403', async () => {
    let me: AdminUser = adminUser();
    const server = signedInAs(me, {
      ...screens,
      'GET /auth/me': () => json(me),
      'GET /admin/analytics': () =>
        json(
          { detail: 'Your role cannot do this', error: 'forbidden', permission: 'analytics.read' },
          403,
        ),
    });
    const { router } = renderApp('/admin/products');
    expect(await sidebarLabels()).toContain('Analytics');

    me = BUDTENDER;
    act(() => {
      router.navigate('/admin/analytics');
    });
    expect(
      await screen.findByRole('heading', { name: 'No Access to This Page', level: 1 }),
    ).toBeInTheDocument();
    expect(await sidebarLabels()).not.toContain('Analytics');
    expect(server.requests.filter((r) => r.url.endsWith('/auth/me')).length).toBe(2);
  });
});
