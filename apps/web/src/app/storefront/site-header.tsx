// The storefront header: the Canopy wordmark (home is the catalogue), the product search, the
// theme toggle and the cart button with the number of items. One search box serves every width:
// beside the wordmark from md up, on its own full-width row below it on phones.
import { Link } from 'react-router';
import { BrandWordmark } from '../../components/ui/brand-wordmark';
import { CartButton } from '../../features/cart/components/cart-button';
import { SearchBox } from '../../features/catalog/components/search-box';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200/80 bg-white/85 backdrop-blur-md dark:border-zinc-800 dark:bg-zinc-950/85">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 md:h-16 md:flex-nowrap md:py-0 lg:px-8">
        <Link
          to="/products"
          aria-label="Canopy, browse products"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <BrandWordmark />
        </Link>
        <SearchBox className="order-last w-full md:order-none md:mx-auto md:w-auto md:max-w-md md:flex-1" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <ThemeToggle />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
