// The search box's live suggestions: asked of the server for what is typed, shown below the
// fixed list (which alone shows for an empty box), reached with the same keys, and picked as a
// search for their label.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { json } from '../../../test/fake-fetch';
import { installCatalogServer } from '../../../test/catalog-server';
import { SEARCH_SUGGESTIONS } from '../search-suggestions';
import { prepareCatalogueScreenTests } from '../../../test/catalog-screen';

const searchBox = () => screen.findByRole('combobox', { name: 'Search products' });
const options = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
const labels = () => options().map((option) => option.textContent);

prepareCatalogueScreenTests();

/** A server that suggests for "blu" (and what starts with it), and nothing otherwise. */
function installSuggestingServer() {
  return installCatalogServer({
    suggestions: (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return json({
        items: q.toLowerCase().startsWith('blu')
          ? [
              { type: 'product', label: 'Blue Dream', product_id: 7 },
              { type: 'product', label: 'Blueberry Muffin', product_id: 8 },
              { type: 'brand', label: 'Blue Ridge Farms' },
              { type: 'category', label: 'Flower' },
            ]
          : [],
      });
    },
  });
}

const suggestionRequests = (server: ReturnType<typeof installSuggestingServer>) =>
  server.requests
    .filter((request) => new URL(request.url).pathname === '/api/products/suggestions')
    .map((request) => new URL(request.url).searchParams.get('q'));

describe('live search suggestions', () => {
  it('shows the fixed list alone for an empty box and asks nothing', async () => {
    const server = installSuggestingServer();
    const { user } = renderApp('/products');
    await user.click(await searchBox());
    expect(labels()).toEqual([...SEARCH_SUGGESTIONS]);
    expect(suggestionRequests(server)).toEqual([]);
  });

  it('lists what the server suggests below the matching fixed ones, each label once', async () => {
    const server = installSuggestingServer();
    const { user } = renderApp('/products');
    const box = await searchBox();
    await user.type(box, 'blu');
    await waitFor(() => {
      expect(labels()).toEqual([
        'Blue Dream',
        'Blueberry Muffin, Product',
        'Blue Ridge Farms, Brand',
        'Flower, Category',
      ]);
    });
    // Asked once typing paused, not per key.
    expect(suggestionRequests(server)).toEqual(['blu']);
  });

  it('moves through fixed and live suggestions with the arrows and picks with Enter', async () => {
    installSuggestingServer();
    const { user, router } = renderApp('/products?brand=Kind');
    const box = await searchBox();
    await user.type(box, 'blu');
    await waitFor(() => {
      expect(options()).toHaveLength(4);
    });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const brand = options()[2];
    expect(box).toHaveAttribute('aria-activedescendant', brand?.id);
    expect(brand).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Blue Ridge Farms');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(router.location.search).toBe('?search=Blue+Ridge+Farms&brand=Kind');
  });

  it('drops the live suggestions when the text changes, until the server answers again', async () => {
    const server = installSuggestingServer();
    const { user } = renderApp('/products');
    const box = await searchBox();
    await user.type(box, 'blu');
    await waitFor(() => {
      expect(options()).toHaveLength(4);
    });
    await user.clear(box);
    await user.type(box, 'og');
    // At once: what was suggested for "blu" is no answer to "og".
    expect(labels()).toEqual(['OG Kush']);
    await waitFor(() => {
      expect(suggestionRequests(server)).toEqual(['blu', 'og']);
    });
    expect(labels()).toEqual(['OG Kush']);
  });
});
