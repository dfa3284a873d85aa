// Every route of spec §2. The storefront and the admin are separate lazy chunks: a shopper never
// downloads admin code, and the admin never downloads the shop. Route paths live here; the
// screens load with their chunk (time-out 120 s, then the startup failure page).
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RouteErrorScreen } from '../components/errors/route-error-screen';
import { PageLoading } from '../components/ui/page-loading';
import { loadChunk } from '../lib/chunk-loading';
import type { AdminScreen } from './admin/admin-screens';

const storefrontChunk = () => loadChunk(() => import('./storefront/storefront-chunk'));
const adminChunk = () => loadChunk(() => import('./admin/admin-chunk'));

function adminScreen(screen: AdminScreen): RouteObject['lazy'] {
  return async () => ({ Component: (await adminChunk()).adminScreens[screen] });
}

const adminChildren: RouteObject[] = [
  { index: true, lazy: adminScreen('dashboard') },
  { path: 'dashboard', lazy: adminScreen('dashboard') },
  { path: 'products', lazy: adminScreen('products') },
  { path: 'categories', lazy: adminScreen('categories') },
  { path: 'referrals', lazy: adminScreen('referrals') },
  { path: 'access-codes', lazy: adminScreen('accessCodes') },
  { path: 'orders', lazy: adminScreen('orders') },
  { path: 'orders/:orderId', lazy: adminScreen('orderDetail') },
  { path: 'analytics', lazy: adminScreen('analytics') },
  { path: 'admins', lazy: adminScreen('admins') },
  { path: 'system', lazy: adminScreen('system') },
  { path: 'testing', lazy: adminScreen('testing') },
  { path: '*', Component: NotFoundPage },
];

// Each storefront screen is a chunk of its own beside the layout's, so /products downloads the
// catalogue and nothing of the product page, cart or checkout (the bundle budget in
// vite.config.ts measures exactly the layout and the catalogue over the entry).
const storefrontChildren: RouteObject[] = [
  { index: true, element: <Navigate to="/products" replace /> },
  {
    path: 'products',
    lazy: async () => ({
      Component: (await loadChunk(() => import('../features/catalog/components/products-page')))
        .ProductsPage,
    }),
  },
  {
    path: 'products/:productId',
    lazy: async () => ({
      Component: (
        await loadChunk(() => import('../features/catalog/components/product-detail-page'))
      ).ProductDetailPage,
    }),
  },
  {
    path: 'cart',
    lazy: async () => ({
      Component: (await loadChunk(() => import('../features/cart/components/cart-page'))).CartPage,
    }),
  },
  {
    path: 'checkout',
    lazy: async () => ({
      Component: (await loadChunk(() => import('../features/checkout/components/checkout-page')))
        .CheckoutPage,
    }),
  },
  { path: '*', Component: NotFoundPage },
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: PageLoading,
    children: [
      {
        path: 'admin/login',
        lazy: async () => ({ Component: (await adminChunk()).AdminLoginRoute }),
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await adminChunk()).AdminLayout }),
        children: adminChildren,
      },
      {
        // The whole storefront sits behind the access gate (in its layout); /admin does not.
        lazy: async () => ({ Component: (await storefrontChunk()).StorefrontLayout }),
        children: storefrontChildren,
      },
    ],
  },
];
