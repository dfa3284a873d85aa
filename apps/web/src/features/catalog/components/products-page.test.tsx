import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { installCatalogServer } from '../../../test/catalog-server';
import {
  chipLabels,
  emptyProductPage,
  prepareCatalogueScreenTests,
  sidebar,
} from '../../../test/catalog-screen';

prepareCatalogueScreenTests();

describe('the catalogue and its URL', () => {
  it('shows the chips of a shared URL and asks the server for exactly that view', async () => {
    const server = installCatalogServer();
    const { store } = renderApp(
      '/products?search=kush&brand=Green+Ridge&min_price=25&sort=price_asc&page=2',
    );
    expect(await screen.findByText('Showing 21-40 of 45')).toBeInTheDocument();
    expect(chipLabels()).toEqual([
      'Search: kush',
      '$25+',
      'Brand: Green Ridge',
      'Sort: Price: Low to High',
    ]);
    expect(screen.getByText('4 filters')).toBeInTheDocument();
    expect(server.lastProductQuery()).toEqual({
      search: 'kush',
      in_stock_only: 'true',
      min_price: '25',
      brand: 'Green Ridge',
      sort_by: 'price_low',
      page: '2',
      size: '20',
    });
    expect(store.getState().products).toMatchObject({
      currentPage: 2,
      filters: { search: 'kush', brand: 'Green Ridge', min_price: 25, sortBy: 'price_asc' },
    });
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('kush');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('removes one chip at a time back on page 1, and Clear All restores the defaults', async () => {
    installCatalogServer();
    const { user, router } = renderApp('/products?brand=Kind&sort=created_desc&page=3');
    await user.click(await screen.findByRole('button', { name: 'Remove filter Brand: Kind' }));
    expect(router.location.search).toBe('?sort=created_desc');
    expect(chipLabels()).toEqual(['Sort: Newest']);
    expect(screen.getByText('1 filter')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(router.location.search).toBe('');
    expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('counts a sort other than featured as a filter', async () => {
    const server = installCatalogServer();
    const { user, router } = renderApp('/products');
    await screen.findByText('Showing 1-20 of 45');
    expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    expect(router.location.search).toBe('?sort=created_desc');
    expect(chipLabels()).toEqual(['Sort: Newest']);
    expect(screen.getByRole('button', { name: /More Filters/ })).toHaveTextContent('1');
    await waitFor(() => expect(server.lastProductQuery()?.sort_by).toBe('created_at'));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Featured');
    expect(router.location.search).toBe('');
  });

  it('turns In stock only off as a filter of its own, and always tells the server', async () => {
    const server = installCatalogServer();
    const { user, router } = renderApp('/products');
    const toggle = await screen.findByRole('switch', { name: 'In stock only' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(server.lastProductQuery()?.in_stock_only).toBe('true'));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(router.location.search).toBe('?in_stock_only=false');
    expect(chipLabels()).toEqual(['Including out of stock']);
    await waitFor(() => expect(server.lastProductQuery()?.in_stock_only).toBe('false'));
  });

  it('drives the category filter from the tabs, and Back restores each earlier view', async () => {
    installCatalogServer();
    const { user, router } = renderApp('/products');
    await user.click(await screen.findByRole('tab', { name: 'Edibles' }));
    await user.click(await within(sidebar()).findByRole('button', { name: 'Green Ridge (12)' }));
    expect(router.location.search).toBe('?category_id=4&brand=Green+Ridge');
    expect(chipLabels()).toEqual(['Category: Edibles', 'Brand: Green Ridge']);

    act(() => {
      router.navigate(-1);
    });
    expect(chipLabels()).toEqual(['Category: Edibles']);
    expect(screen.getByRole('tab', { name: 'Edibles' })).toHaveAttribute('aria-selected', 'true');
    act(() => {
      router.navigate(-1);
    });
    expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Explore' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('loading, empty and failure states', () => {
  it('shows skeleton cards until the first page arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    installCatalogServer({
      products: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/products');
    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    act(() => answer(json(emptyProductPage())));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
  });

  it('says No products found, with advice, when nothing matches', async () => {
    installCatalogServer({ total: 0 });
    renderApp('/products?search=zzz');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Try adjusting your filters or search query to find what you're looking for.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No items to display')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
  });

  it("shows 'Error loading products' with the server's detail, and retries", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    const server = installCatalogServer({
      products: () =>
        failing ? json({ detail: 'Catalogue is being updated' }, 503) : json(emptyProductPage()),
    });
    const { user } = renderApp('/products');
    expect(
      await screen.findByText('Error loading products: Catalogue is being updated'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(server.productRequestCount()).toBe(2);
  });

  it("falls back to 'Failed to fetch products' without a detail", async () => {
    installCatalogServer({
      products: () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    renderApp('/products');
    expect(
      await screen.findByText('Error loading products: Failed to fetch products'),
    ).toBeInTheDocument();
  });
});
