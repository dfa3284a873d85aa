// The catalogue screen in a real browser against the real server and its demo catalogue
// (docs/product.md#catalogue, its paging, Go to page and constants). What the screen must show is
// asked from the API for the same query (storefront-api.ts), so no demo product is hard-coded.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { effectivePrice, formatUsd } from '@canopy/contracts';
import type { Page } from 'playwright-core';
import {
  blurFocus,
  chipRemoveButton,
  chips,
  clearAllButton,
  EMPTY_HINT,
  EMPTY_TITLE,
  expectResults,
  filterCount,
  filterOption,
  goToPageBox,
  inStockOnlySwitch,
  NO_ITEMS,
  openCatalogue,
  pageSizeSelect,
  pricePreset,
  productItem,
  searchBox,
  searchParams,
  showingLine,
  sortSelect,
  suggestionList,
  viewToggle,
} from './catalogue-screen';
import { isRed } from './colors';
import { eventually } from './eventually';
import { listProducts } from './storefront-api';
import { sharedStorefront } from './storefront-access';

const storefront = sharedStorefront();

/** An out-of-range page number flags the box red for 2 s. */
const GO_TO_PAGE_FLAG_MS = 2_000;

/**
 * A brand that the $25-$50 preset narrows but does not empty, so both filters visibly act:
 * the one with the most products in that range among those with products outside it.
 */
async function brandNarrowedByMidPrice(): Promise<string> {
  const [all, inRange] = await Promise.all([
    listProducts(),
    listProducts({ min_price: 25, max_price: 50 }),
  ]);
  const candidates = inRange.facets.brands
    .filter(({ value, count }) => {
      const total = all.facets.brands.find((brand) => brand.value === value)?.count ?? 0;
      return count >= 2 && total > count;
    })
    .sort((a, b) => b.count - a.count);
  const brand = candidates[0]?.value;
  assert.ok(brand, 'the demo catalogue has a brand with products inside and outside $25-$50');
  return brand;
}

/** The Go to page box's flag: its title and whether its border is drawn red. */
async function goToPageFlag(page: Page): Promise<{ title: string | null; red: boolean }> {
  const { title, borderColor } = await goToPageBox(page).evaluate((input) => ({
    title: input.getAttribute('title'),
    borderColor: getComputedStyle(input).borderTopColor,
  }));
  return { title, red: isRed(borderColor) };
}

test('keyboard search: Escape closes the suggestions, ArrowDown and Enter pick one', (t) =>
  storefront.withPage(t, async (page) => {
    await openCatalogue(page);
    const box = searchBox(page);
    const suggestions = suggestionList(page);

    await box.click();
    await box.pressSequentially('ku');
    await suggestions.getByRole('option', { name: 'OG Kush', exact: true }).waitFor();
    const offered = await suggestions.getByRole('option').allTextContents();
    assert.ok(
      offered.every((text) => text.toLowerCase().includes('ku')),
      `only suggestions matching "ku": ${offered.join(', ')}`,
    );
    await page.keyboard.press('Escape');
    await suggestions.waitFor({ state: 'hidden' });
    assert.equal(await box.getAttribute('aria-expanded'), 'false');

    await box.fill('');
    await box.pressSequentially('Blue');
    const blueDream = suggestions.getByRole('option', { name: 'Blue Dream', exact: true });
    await blueDream.waitFor();
    await page.keyboard.press('ArrowDown');
    await eventually(async () => {
      assert.equal(await blueDream.getAttribute('aria-selected'), 'true');
      const active = await box.getAttribute('aria-activedescendant');
      assert.ok(active, 'the search box names the highlighted suggestion');
      assert.equal(active, await blueDream.getAttribute('id'));
    });
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.searchParams.get('search') === 'Blue Dream');
    await suggestions.waitFor({ state: 'hidden' });
    assert.equal(await box.inputValue(), 'Blue Dream');
    const [found, everything] = await Promise.all([
      listProducts({ search: 'Blue Dream' }),
      listProducts(),
    ]);
    assert.ok(found.total > 0 && found.total < everything.total, 'the search narrows the list');
    assert.match(found.items[0]?.name ?? '', /Blue Dream/, 'Blue Dream ranks first');
    await expectResults(page, found);
  }));

test('a brand and the $25-$50 preset show only that brand in that range, with chips and a count', (t) =>
  storefront.withPage(t, async (page) => {
    const brand = await brandNarrowedByMidPrice();
    await openCatalogue(page);

    await filterOption(page, 'Brand', brand).click();
    await expectResults(page, await listProducts({ brand }));
    await pricePreset(page, '$25-$50').click();
    const expected = await listProducts({ brand, min_price: 25, max_price: 50 });
    await expectResults(page, expected);

    const params = searchParams(page);
    assert.equal(params.get('brand'), brand);
    assert.equal(params.get('min_price'), '25');
    assert.equal(params.get('max_price'), '50');
    for (const product of expected.items) {
      assert.equal(product.brand, brand, `${product.name} is a ${brand} product`);
      const price = effectivePrice(product);
      assert.ok(price >= 25 && price <= 50, `${product.name} costs ${price}, within $25-$50`);
      const shown = (await productItem(page, product).textContent()) ?? '';
      assert.ok(shown.includes(formatUsd(price)), `${product.name} shows ${formatUsd(price)}`);
    }
    await chips(page).getByText(`Brand: ${brand}`, { exact: true }).waitFor();
    await chips(page).getByText('$25-$50', { exact: true }).waitFor();
    assert.equal(await filterCount(page).textContent(), '2 filters');
  }));

test('a chip removes its own filter and Clear All restores the defaults', (t) =>
  storefront.withPage(t, async (page) => {
    const brand = await brandNarrowedByMidPrice();
    // A shared link to a filtered, sorted view opens with those filters applied.
    const query = new URLSearchParams({
      brand,
      min_price: '25',
      max_price: '50',
      sort: 'price_asc',
    });
    await openCatalogue(page, `?${query.toString()}`);
    await expectResults(
      page,
      await listProducts({ brand, min_price: 25, max_price: 50, sort: 'price_asc' }),
    );
    assert.equal(await filterCount(page).textContent(), '3 filters', 'a sort counts');

    await chipRemoveButton(page, '$25-$50').click();
    await expectResults(page, await listProducts({ brand, sort: 'price_asc' }));
    assert.equal(searchParams(page).get('min_price'), null);
    assert.equal(searchParams(page).get('brand'), brand);
    assert.equal(await filterCount(page).textContent(), '2 filters');

    await clearAllButton(page).click();
    await expectResults(page, await listProducts());
    assert.equal(searchParams(page).toString(), '', 'no filter left in the URL');
    await chips(page).waitFor({ state: 'detached' });
    await filterCount(page).waitFor({ state: 'detached' });
    assert.equal(await inStockOnlySwitch(page).getAttribute('aria-checked'), 'true');
    assert.equal(await sortSelect(page).inputValue(), 'featured');
  }));

test('Go to page flags a number out of range and goes to a page in range', (t) =>
  storefront.withPage(t, async (page) => {
    await openCatalogue(page);
    const first = await listProducts();
    assert.ok(first.pages >= 3, 'the demo catalogue fills at least three pages');
    await expectResults(page, first);

    await goToPageBox(page).fill(String(first.pages + 1));
    await goToPageBox(page).press('Enter');
    const message = `Please enter a number between 1 and ${first.pages}`;
    await eventually(async () => {
      assert.deepEqual(await goToPageFlag(page), { title: message, red: true });
    });
    // Still on page 1; the flag then clears by itself (its 2 s are not timed here).
    await expectResults(page, first);
    await eventually(async () => {
      assert.deepEqual(await goToPageFlag(page), { title: null, red: false });
    }, GO_TO_PAGE_FLAG_MS + 10_000);

    await goToPageBox(page).fill(String(first.pages));
    await goToPageBox(page).press('Enter');
    await expectResults(page, await listProducts({ page: first.pages }));
    assert.equal(searchParams(page).get('page'), String(first.pages));
  }));

test('ArrowRight and ArrowLeft on the page change the page, but not while typing', (t) =>
  storefront.withPage(t, async (page) => {
    await openCatalogue(page);
    const [first, second] = await Promise.all([listProducts(), listProducts({ page: 2 })]);
    await expectResults(page, first);

    await blurFocus(page);
    await page.keyboard.press('ArrowRight');
    await expectResults(page, second);
    assert.equal(searchParams(page).get('page'), '2');
    await page.keyboard.press('ArrowLeft');
    await expectResults(page, first);

    // In the search box the arrows move the caret. Had that ArrowRight turned the page too, the
    // one pressed on the page afterwards would land on page 3.
    await searchBox(page).click();
    await page.keyboard.press('ArrowRight');
    await blurFocus(page);
    await page.keyboard.press('ArrowRight');
    await expectResults(page, second);
  }));

test('list view and page size survive a reload and a fresh visit', (t) =>
  storefront.withPage(t, async (page) => {
    await openCatalogue(page);
    await viewToggle(page, 'list').click();
    await pageSizeSelect(page).selectOption('10');
    const firstTen = await listProducts({ size: 10 });
    await expectResults(page, firstTen, 10);
    assert.equal(await viewToggle(page, 'list').getAttribute('aria-pressed'), 'true');

    const stored = await page.evaluate(() => ({
      viewMode: localStorage.getItem('viewMode'),
      preferredPageSize: localStorage.getItem('preferredPageSize'),
    }));
    assert.deepEqual(stored, { viewMode: 'list', preferredPageSize: '10' });

    for (const visit of [() => page.reload(), () => page.goto('/products')]) {
      await visit();
      await showingLine(page).waitFor();
      await expectResults(page, firstTen, 10);
      assert.equal(await viewToggle(page, 'list').getAttribute('aria-pressed'), 'true');
      assert.equal(await viewToggle(page, 'grid').getAttribute('aria-pressed'), 'false');
      assert.equal(await pageSizeSelect(page).inputValue(), '10');
    }
  }));

test('Back from a product restores the filtered, sorted view', (t) =>
  storefront.withPage(t, async (page) => {
    const brand = await brandNarrowedByMidPrice();
    await openCatalogue(page);
    await filterOption(page, 'Brand', brand).click();
    await sortSelect(page).selectOption('price_desc');
    const expected = await listProducts({ brand, sort: 'price_desc' });
    await expectResults(page, expected);
    const filteredUrl = page.url();

    const product = expected.items[0];
    assert.ok(product, 'the brand has products');
    await productItem(page, product).getByRole('link', { name: product.name }).first().click();
    await page.waitForURL(`**/products/${product.id}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();

    await page.goBack();
    await expectResults(page, expected);
    assert.equal(page.url(), filteredUrl);
    await chips(page).getByText(`Brand: ${brand}`, { exact: true }).waitFor();
    assert.equal(await sortSelect(page).inputValue(), 'price_desc');
  }));

test('a search that matches nothing shows the empty state', (t) =>
  storefront.withPage(t, async (page) => {
    const nonsense = 'zzqxj vwkpf';
    await openCatalogue(page);
    await searchBox(page).fill(nonsense);
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === nonsense);

    await page.getByText(EMPTY_TITLE, { exact: true }).waitFor();
    await page.getByText(EMPTY_HINT, { exact: true }).waitFor();
    await page.getByText(NO_ITEMS, { exact: true }).waitFor();
    assert.equal((await listProducts({ search: nonsense })).total, 0);
  }));
