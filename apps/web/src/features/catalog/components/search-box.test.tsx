import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { installCatalogServer } from '../../../test/catalog-server';
import { SEARCH_SUGGESTIONS } from '../search-suggestions';
import { prepareCatalogueScreenTests } from '../../../test/catalog-screen';

const searchBox = () => screen.findByRole('combobox', { name: 'Search products' });
const suggestions = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });

prepareCatalogueScreenTests();

afterEach(() => {
  vi.useRealTimers();
});

describe('search suggestions', () => {
  it('lists the fixed suggestions, narrowed case-insensitively to what was typed', async () => {
    installCatalogServer();
    const { user } = renderApp('/products');
    const box = await searchBox();
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(suggestions().map((option) => option.textContent)).toEqual([...SEARCH_SUGGESTIONS]);

    await user.type(box, 'KUSH');
    expect(suggestions().map((option) => option.textContent)).toEqual(['OG Kush']);
    await user.clear(box);
    await user.type(box, 'ca');
    expect(suggestions().map((option) => option.textContent)).toEqual([
      'Vape Cartridges',
      'Indica',
    ]);
  });

  it('moves with ArrowDown and ArrowUp and picks the highlighted one with Enter', async () => {
    installCatalogServer();
    const { user, router } = renderApp('/products?brand=Kind&page=3');
    const box = await searchBox();
    await user.type(box, 'ca');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}'); // from no highlight, up starts at the last
    expect(box).toHaveAttribute('aria-activedescendant', suggestions()[1]?.id);
    await user.keyboard('{Escape}{ArrowDown}'); // reopens at the first

    const [cartridges, indica] = suggestions();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', cartridges?.id);
    expect(cartridges).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', indica?.id);
    await user.keyboard('{ArrowDown}'); // wraps to the first
    expect(box).toHaveAttribute('aria-activedescendant', cartridges?.id);
    await user.keyboard('{ArrowUp}'); // and back to the last
    expect(box).toHaveAttribute('aria-activedescendant', indica?.id);

    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Indica');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // The other filters stay; the page goes back to 1.
    expect(router.location.search).toBe('?search=Indica&brand=Kind');
  });

  it('closes with Escape and keeps the text; Enter without a highlight searches the text', async () => {
    installCatalogServer();
    const { user, router } = renderApp('/products');
    const box = await searchBox();
    await user.type(box, 'blue');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('blue');

    await user.keyboard('{Enter}');
    expect(router.location.search).toBe('?search=blue');
  });

  it('picks a suggestion with the mouse', async () => {
    installCatalogServer();
    const { user, router } = renderApp('/products');
    const box = await searchBox();
    await user.type(box, 'gum');
    await user.click(screen.getByRole('option', { name: 'Gummies' }));
    expect(box).toHaveValue('Gummies');
    expect(router.location.search).toBe('?search=Gummies');
  });
});

describe('typing a search', () => {
  it('becomes the search filter 300 ms after the last key', async () => {
    const server = installCatalogServer();
    const { router } = renderApp('/products?page=2');
    const box = await searchBox();
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'ku' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.change(box, { target: { value: 'kush' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(router.location.search).toBe('?page=2');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(router.location.search).toBe('?search=kush');
    vi.useRealTimers();

    expect(await screen.findByText('Search: kush')).toBeInTheDocument();
    expect(server.lastProductQuery()).toMatchObject({ search: 'kush', sort_by: 'relevance' });
  });

  it('follows the URL when the search is removed elsewhere', async () => {
    installCatalogServer();
    const { user } = renderApp('/products?search=kush');
    const box = await searchBox();
    expect(box).toHaveValue('kush');
    await user.click(await screen.findByRole('button', { name: 'Remove filter Search: kush' }));
    expect(box).toHaveValue('');
  });

  it('shows empty off the catalogue and the URL’s search back on it', async () => {
    installCatalogServer();
    const { router } = renderApp('/products?search=kush');
    expect(await searchBox()).toHaveValue('kush');

    for (const path of ['/cart', '/checkout', '/products/1']) {
      act(() => {
        router.navigate(path);
      });
      await waitFor(async () => {
        expect(await searchBox()).toHaveValue('');
      });
    }
    act(() => {
      router.navigate('/products?search=haze');
    });
    await waitFor(async () => {
      expect(await searchBox()).toHaveValue('haze');
    });
  });

  it('from another page, searches only on Enter, and goes to the catalogue', async () => {
    installCatalogServer();
    const { user, router } = renderApp('/cart');
    const box = await searchBox();
    await user.type(box, 'og kush');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(router.location.pathname).toBe('/cart');

    await user.keyboard('{Escape}{Enter}');
    expect(router.location.pathname).toBe('/products');
    expect(router.location.search).toBe('?search=og+kush');
    expect(box).toHaveValue('og kush');
  });
});
