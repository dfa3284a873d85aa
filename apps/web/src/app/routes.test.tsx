import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { adminUser, cartProductRoutes, category } from '../test/factories';
import { installFakeFetch, json } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { paymentsConfigFixture } from '../test/payments-config';

const SIDEBAR_LABELS = [
  'Dashboard',
  'Products',
  'Categories',
  'Referral Codes',
  'Access Codes',
  'Orders',
  'Analytics',
  'Admin Accounts',
  'Roles',
  'Audit Log',
  'System Config',
  'Testing',
  'Fulfilment',
  'Compliance',
];

const ogKush = { id: 1, name: 'OG Kush 1g', price: 12, image_url: null, sku: 'OG-1', stock: 9 };

function storefrontServer() {
  return installFakeFetch({
    'GET /products/categories': () =>
      json([
        category(3, 'Vape Cartridges'),
        category(1, 'Accessories'),
        category(9, 'Gummies', 4),
        category(4, 'Edibles'),
      ]),
    'GET /payments/config': () => json(paymentsConfigFixture()),
    ...cartProductRoutes([ogKush]),
  });
}

describe('storefront routes', () => {
  beforeEach(() => {
    window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
    storefrontServer();
  });

  it('redirects / to /products, which shows Explore and the root categories by name', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/products');

    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Explore',
        'Accessories',
        'Edibles',
        'Vape Cartridges',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Explore' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a category tab by click and by arrow key', async () => {
    const { user, store } = renderApp('/products');
    await user.click(await screen.findByRole('tab', { name: 'Edibles' }));
    expect(screen.getByRole('tab', { name: 'Edibles' })).toHaveAttribute('aria-selected', 'true');
    expect(store.getState().products.filters.category_id).toBe(4);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Vape Cartridges' })).toHaveFocus();
    expect(store.getState().products.filters.category_id).toBe(3);
  });

  it('shows the header with the wordmark, the cart count and the theme toggle, and the footer', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...ogKush, quantity: 3 }]));
    renderApp('/cart');
    expect(
      await screen.findByRole('heading', { name: 'Shopping Cart', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Canopy, browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByText(/For adults of legal age only/),
    ).toBeInTheDocument();
  });

  it('has a page for a product, the checkout, and Page Not Found for anything else', async () => {
    // The fake server knows no product 42: the product page says so.
    const { router } = renderApp('/products/42');
    expect(
      await screen.findByRole('heading', { name: 'Product not found', level: 1 }),
    ).toBeInTheDocument();

    act(() => {
      router.navigate('/checkout');
    });
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();

    act(() => {
      router.navigate('/no-such-page');
    });
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('keeps every storefront path behind the gate', async () => {
    window.localStorage.clear();
    renderApp('/no-such-page');
    expect(await screen.findByLabelText('Access code character 1')).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });
});

describe('admin routes', () => {
  function signIn(isSuperuser: boolean) {
    const user = adminUser({ is_superuser: isSuperuser });
    window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
    installFakeFetch({ 'GET /auth/me': () => json(user) });
  }

  it('sends /admin and its children to /admin/login without a session, and needs no access code', async () => {
    installFakeFetch({});
    for (const path of ['/admin', '/admin/orders/17']) {
      const { router, unmount } = renderApp(path);
      expect(await screen.findByLabelText('Username')).toBeInTheDocument();
      expect(router.location.pathname).toBe('/admin/login');
      expect(screen.queryByLabelText('Access code character 1')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows every sidebar label, System Config included, to a superuser', async () => {
    signIn(true);
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(SIDEBAR_LABELS),
    );
    expect(within(nav).getByRole('link', { name: 'System Config' })).toHaveAttribute(
      'href',
      '/admin/system',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('hides System Config from a manager and shows the 403 page at /admin/system', async () => {
    signIn(false);
    const { router } = renderApp('/admin/system');
    expect(
      await screen.findByRole('heading', { name: 'No Access to This Page', level: 1 }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/admin/system');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link', { name: 'System Config' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Fulfilment' })).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('link')).toHaveLength(SIDEBAR_LABELS.length - 2);
  });

  it('gives each admin screen its title', async () => {
    signIn(true);
    const { router } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    for (const [path, title] of [
      ['/admin/products', 'Products'],
      ['/admin/categories', 'Categories'],
      ['/admin/referrals', 'Referral Codes'],
      ['/admin/access-codes', 'Access Codes'],
      ['/admin/orders', 'Orders'],
      ['/admin/orders/17', 'Order #17'],
      ['/admin/analytics', 'Analytics'],
      ['/admin/admins', 'Admin Accounts'],
      ['/admin/roles', 'Roles'],
      ['/admin/audit-log', 'Audit Log'],
      ['/admin/system', 'System Config'],
      ['/admin/testing', 'Testing'],
    ] as const) {
      act(() => {
        router.navigate(path);
      });
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    }
  });
});
