// The catalogue screen (docs/product.md#catalogue) as a shopper finds it: by roles, labels, texts.
// One place for the selectors, so a markup change is fixed once for every spec.
import assert from 'node:assert/strict';
import { DEFAULT_PAGE_SIZE, type Product, type ProductListResponse } from '@canopy/contracts';
import type { Locator, Page } from 'playwright-core';
import { eventually } from './eventually';

export const EMPTY_TITLE = 'No products found';
export const EMPTY_HINT =
  "Try adjusting your filters or search query to find what you're looking for.";
export const NO_ITEMS = 'No items to display';

export async function openCatalogue(page: Page, search = ''): Promise<void> {
  await page.goto(`/products${search}`);
  await showingLine(page).waitFor();
}

export function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search products' });
}

export function suggestionList(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Search suggestions' });
}

/** The 'Showing X-Y of N' / 'No items to display' line under the list. */
export function showingLine(page: Page): Locator {
  return page.getByText(/^(Showing \d+-\d+ of \d+|No items to display)$/);
}

/** The shown products, as the list or the grid holds them. */
export function productList(page: Page): Locator {
  return page.getByRole('list', { name: 'Products', exact: true });
}

/** The ids of the shown products in screen order, read from their links to /products/{id}. */
export async function shownProductIds(page: Page): Promise<number[]> {
  const hrefs = await productList(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('a[href*="/products/"]')?.getAttribute('href') ?? ''),
    );
  return hrefs.map((href) => Number(/\/products\/(\d+)/.exec(href)?.[1] ?? Number.NaN));
}

/** The item of one product in the list or the grid. */
export function productItem(page: Page, product: Pick<Product, 'id'>): Locator {
  return productList(page)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href$="/products/${product.id}"]`) });
}

/**
 * Waits until the screen shows exactly the page the API answers for the same query: the same
 * products in the same order and the same 'Showing X-Y of N' (or 'No items to display'). The
 * list refetches after every change, so the previous result may still be on screen for a moment.
 */
export async function expectResults(
  page: Page,
  expected: ProductListResponse,
  pageSize: number = DEFAULT_PAGE_SIZE,
): Promise<void> {
  const expectedIds = expected.items.map((product) => product.id);
  const from = (expected.page - 1) * pageSize + 1;
  const line =
    expected.total === 0
      ? NO_ITEMS
      : `Showing ${from}-${from + expected.items.length - 1} of ${expected.total}`;
  await eventually(async () => {
    assert.deepEqual(await shownProductIds(page), expectedIds, 'the shown products');
    assert.equal((await showingLine(page).textContent())?.trim(), line);
  });
}

export function pagination(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Pagination' });
}

export function goToPageBox(page: Page): Locator {
  return page.getByLabel('Go to page', { exact: true });
}

/** The chips of the active filters, with the filter count and Clear All. */
export function chips(page: Page): Locator {
  return page.getByRole('region', { name: 'Active filters' });
}

export function clearAllButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Clear All', exact: true });
}

export function inStockOnlySwitch(page: Page): Locator {
  return page.getByRole('switch', { name: 'In stock only' });
}

export function sortSelect(page: Page): Locator {
  return page.getByLabel('Sort by', { exact: true });
}

export function pageSizeSelect(page: Page): Locator {
  return page.getByLabel('Products per page', { exact: true });
}

export function viewToggle(page: Page, mode: 'grid' | 'list'): Locator {
  const name = mode === 'grid' ? 'Grid view' : 'List view';
  return page.getByRole('button', { name, exact: true });
}

export function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/**
 * A brand, size or type option of the sidebar filters: a toggle button named by the value and
 * its facet count, 'Pacific Bloom (6)'.
 */
export function filterOption(page: Page, group: 'Brand' | 'Size' | 'Type', value: string): Locator {
  return page
    .getByRole('complementary')
    .getByRole('group', { name: group, exact: true })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(value)} \\(\\d+\\)$`) });
}

export function pricePreset(page: Page, label: 'Under $25' | '$25-$50' | '$50-$100' | '$100+') {
  return page.getByRole('button', { name: label, exact: true });
}

/** The remove button of the chip showing `label`. */
export function chipRemoveButton(page: Page, label: string): Locator {
  return chips(page).getByRole('button', { name: `Remove filter ${label}`, exact: true });
}

/** The filter count beside the chips: '1 filter', '3 filters'. */
export function filterCount(page: Page): Locator {
  return chips(page).getByText(/^\d+ filters?$/);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Takes the keyboard focus off any input, so that page-level keys reach the page. */
export async function blurFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}
