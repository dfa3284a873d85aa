// The storefront's lazy layout chunk (app/routes.tsx): the gate, header, footer around every
// storefront screen. The screens are chunks of their own.
export { StorefrontLayout } from './storefront-layout';
