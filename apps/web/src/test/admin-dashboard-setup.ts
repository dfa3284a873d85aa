// Shared set-up of the dashboard's tests: a dashboard answer shaped by the contract, and a
// signed-in admin whose server answers GET /admin/dashboard as the test says.
import type { Dashboard } from '@canopy/contracts';
import { STORAGE_KEYS } from '../lib/storage';
import { adminUser } from './factories';
import { installFakeFetch, json, type FakeRoute } from './fake-fetch';

export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    totalRevenue: 1234.5,
    totalOrders: 4,
    totalProducts: 80,
    recentOrders: [
      {
        id: 41,
        number: 'CN-ABCD2345',
        created_at: '2025-03-14T15:00:00.000Z',
        customer_email: 'ava@example.com',
        status: 'working_on',
        payment_status: 'paid',
        total: 82.58,
      },
    ],
    lowStockProducts: [{ id: 7, name: 'Blue Dream 3.5g', sku: 'FL-BD-35', stock: 3 }],
    ...overrides,
  };
}

export function dashboardServer(answer: FakeRoute = () => json(dashboard())) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(adminUser()));
  return installFakeFetch({
    'GET /auth/me': () => json(adminUser()),
    'GET /admin/dashboard': answer,
  });
}
