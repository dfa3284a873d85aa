// The storefront header: the Canopy wordmark (home is the catalogue), the theme toggle and the
// cart button with the number of items.
import { Link } from 'react-router';
import { BrandWordmark } from '../../components/ui/brand-wordmark';
import { CartButton } from '../../features/cart/components/cart-button';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200/80 bg-white/85 backdrop-blur-md dark:border-zinc-800 dark:bg-zinc-950/85">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/products"
          aria-label="Canopy, browse products"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <BrandWordmark />
        </Link>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
