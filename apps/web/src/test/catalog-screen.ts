// For the catalogue screen tests: the screen's parts as a shopper finds them, an empty answer,
// and the settings every test file of the screen needs.
import { configure, screen, within } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';

export const chipLabels = () =>
  within(screen.getByRole('region', { name: 'Active filters' }))
    .getAllByRole('button', { name: /^Remove filter / })
    .map((chip) => chip.textContent);

export const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
export const findSidebar = () => screen.findByRole('complementary', { name: 'Filters' });

export const emptyProductPage = () => ({
  items: [],
  page: 1,
  pages: 0,
  total: 0,
  facets: { brands: [], volumes: [], strain_types: [], price: { min: null, max: null } },
});

/** Call at the top of a test file that drives the whole catalogue screen. */
export function prepareCatalogueScreenTests(): void {
  // The tests drive the whole storefront; on a busy machine its renders can take longer than
  // the default waits, which is not what they check.
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout: 20_000 });
  // The route chunks and the modal's load on first use; load them once, up front, so that no
  // test's own waiting includes compiling them.
  beforeAll(async () => {
    await import('../app/storefront/storefront-chunk');
    await import('../features/catalog/components/products-page');
    await import('../features/catalog/components/filter-modal');
  }, 60_000);
}
