// The storefront's lazy chunk: its layout and screens, loaded by the routes in app/routes.tsx.
export { StorefrontLayout } from './storefront-layout';
export { ProductsPage } from '../../features/catalog/components/products-page';
export { ProductDetailPage } from '../../features/catalog/components/product-detail-page';
export { CartPage } from '../../features/cart/components/cart-page';
export { CheckoutPage } from '../../features/checkout/components/checkout-page';
