// Every route of docs/product.md#screens-and-routes, in React Router's declarative mode (its data
// router would add about 16 kB gzipped to the storefront's first download, and the app uses none of
// its loaders or actions). The storefront and the admin are separate lazy chunks: a shopper never
// downloads admin code, and the admin never downloads the shop. Route paths live here; the screens
// load with their chunk (time-out 120 s, then the startup failure page).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RouteErrors } from '../components/errors/route-error-boundary';
import { PageLoading } from '../components/ui/page-loading';
import { loadChunk } from '../lib/chunk-loading';
import type { AdminScreen } from './admin/admin-screens';

type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => void };

/**
 * A screen from a lazily loaded chunk, with the chunk time-out of lib/chunk-loading. `preload`
 * starts the download early; rendering the screen later reuses that same download.
 */
function lazyScreen<T>(
  importChunk: () => Promise<T>,
  pick: (chunk: T) => ComponentType,
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const load = () =>
    (loading ??= loadChunk(importChunk).then((chunk) => ({ default: pick(chunk) })));
  return Object.assign(lazy(load), {
    preload: () => {
      load().catch(() => {
        // The screen reports the failure when it renders.
      });
    },
  });
}

interface ScreenHandle {
  preload: () => void;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Partial<ScreenHandle>).preload === 'function'
  );
}

/** The route's screen, with what to download for it when the page opens at its path. */
function screenRoute(Screen: LazyScreen): Pick<RouteObject, 'element' | 'handle'> {
  const handle: ScreenHandle = { preload: Screen.preload };
  return { element: loading(Screen), handle };
}

/** The screen, with the loading state in its place while its chunk arrives. */
function loading(Screen: ComponentType) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}

const storefrontChunk = () => import('./storefront/storefront-chunk');
const adminChunk = () => import('./admin/admin-chunk');

const StorefrontLayout = lazyScreen(storefrontChunk, (chunk) => chunk.StorefrontLayout);
const AdminLayout = lazyScreen(adminChunk, (chunk) => chunk.AdminLayout);
const AdminLoginRoute = lazyScreen(adminChunk, (chunk) => chunk.AdminLoginRoute);

function adminScreen(screen: AdminScreen) {
  return screenRoute(lazyScreen(adminChunk, (chunk) => chunk.adminScreens[screen]));
}

const adminChildren: RouteObject[] = [
  { index: true, ...adminScreen('home') },
  { path: 'dashboard', ...adminScreen('dashboard') },
  { path: 'products', ...adminScreen('products') },
  { path: 'categories', ...adminScreen('categories') },
  { path: 'referrals', ...adminScreen('referrals') },
  { path: 'access-codes', ...adminScreen('accessCodes') },
  { path: 'orders', ...adminScreen('orders') },
  { path: 'orders/:orderId', ...adminScreen('orderDetail') },
  { path: 'analytics', ...adminScreen('analytics') },
  { path: 'admins', ...adminScreen('admins') },
  { path: 'roles', ...adminScreen('roles') },
  { path: 'audit-log', ...adminScreen('auditLog') },
  { path: 'system', ...adminScreen('system') },
  { path: 'fulfilment', ...adminScreen('fulfilment') },
  { path: 'compliance', ...adminScreen('compliance') },
  { path: 'testing', ...adminScreen('testing') },
  { path: '*', element: <NotFoundPage /> },
];

// Each storefront screen is a chunk of its own beside the layout's, so /products downloads the
// catalogue and nothing of the product page, cart or checkout (the bundle budget in
// vite.config.ts measures exactly the layout and the catalogue over the entry).
const ProductsPage = lazyScreen(
  () => import('../features/catalog/components/products-page'),
  (chunk) => chunk.ProductsPage,
);
const ProductDetailPage = lazyScreen(
  () => import('../features/catalog/components/product-detail-page'),
  (chunk) => chunk.ProductDetailPage,
);
const CartPage = lazyScreen(
  () => import('../features/cart/components/cart-page'),
  (chunk) => chunk.CartPage,
);
const CheckoutPage = lazyScreen(
  () => import('./storefront/checkout-route'),
  (chunk) => chunk.CheckoutRoute,
);

const storefrontChildren: RouteObject[] = [
  { index: true, element: <Navigate to="/products" replace /> },
  { path: 'products', ...screenRoute(ProductsPage) },
  { path: 'products/:productId', ...screenRoute(ProductDetailPage) },
  { path: 'cart', ...screenRoute(CartPage) },
  { path: 'checkout', ...screenRoute(CheckoutPage) },
  { path: '*', element: <NotFoundPage /> },
];

export const appRoutes: RouteObject[] = [
  {
    // A screen that crashes (or a chunk that fails to load) shows the crash screen (or the
    // startup failure page) until the next navigation.
    element: (
      <RouteErrors>
        <Outlet />
      </RouteErrors>
    ),
    children: [
      { path: 'admin/login', ...screenRoute(AdminLoginRoute) },
      { path: 'admin', ...screenRoute(AdminLayout), children: adminChildren },
      {
        // The whole storefront sits behind the access gate (in its layout); /admin does not.
        ...screenRoute(StorefrontLayout),
        children: storefrontChildren,
      },
    ],
  },
];

/**
 * Starts downloading every chunk the page at this path renders, all at once: the layout's and the
 * screen's (nested lazy screens would otherwise load one after the other).
 */
export function preloadRouteChunks(pathname: string): void {
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    if (isScreenHandle(route.handle)) route.handle.preload();
  }
}
