import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { renderApp } from '../../../test/render-app';
import { installCatalogServer } from '../../../test/catalog-server';
import { prepareCatalogueScreenTests } from '../../../test/catalog-screen';

prepareCatalogueScreenTests();

afterEach(() => {
  vi.useRealTimers();
});

describe('paging', () => {
  it('flags a bad Go to page entry red with the spec title for 2 s, and goes to a good one', async () => {
    installCatalogServer();
    const { router } = renderApp('/products');
    const box = await screen.findByLabelText('Go to page');
    const go = screen.getByRole('button', { name: 'Go' });

    vi.useFakeTimers();
    for (const bad of ['9', '0', '1.5', 'two']) {
      fireEvent.change(box, { target: { value: bad } });
      fireEvent.click(go);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAttribute('title', 'Please enter a number between 1 and 3');
    }
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(box).toHaveAttribute('title', 'Please enter a number between 1 and 3');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(box).not.toHaveAttribute('title');
    expect(box).not.toHaveAttribute('aria-invalid');
    vi.useRealTimers();

    fireEvent.change(box, { target: { value: '3' } });
    fireEvent.click(go);
    expect(router.location.search).toBe('?page=3');
    expect(await screen.findByText('Showing 41-45 of 45')).toBeInTheDocument();
  });

  it('changes page with the left and right arrow keys, but not while typing', async () => {
    const server = installCatalogServer();
    const { user, router } = renderApp('/products');
    await screen.findByText('Showing 1-20 of 45');
    await user.keyboard('{ArrowRight}');
    expect(router.location.search).toBe('?page=2');
    await screen.findByText('Showing 21-40 of 45');
    await user.keyboard('{ArrowRight}');
    await screen.findByText('Showing 41-45 of 45');
    await user.keyboard('{ArrowRight}');
    expect(router.location.search).toBe('?page=3');
    await user.keyboard('{ArrowLeft}');
    expect(router.location.search).toBe('?page=2');
    expect(await screen.findByText('Showing 21-40 of 45')).toBeInTheDocument();
    expect(server.lastProductQuery()?.page).toBe('3');

    await user.click(screen.getByLabelText('Go to page'));
    await user.keyboard('{ArrowLeft}');
    expect(router.location.search).toBe('?page=2');
  });

  it('pages with previous, next and numbered buttons', async () => {
    installCatalogServer({ total: 400 });
    const { user, router } = renderApp('/products?page=5');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await within(nav).findByText('Showing 81-100 of 400');
    // The ellipses are hidden from screen readers, so read the items as they are drawn.
    expect([...nav.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Previous',
      '1',
      '…',
      '4',
      '5',
      '6',
      '…',
      '20',
      'Next',
    ]);
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(router.location.search).toBe('?page=6');
    await user.click(within(nav).getByRole('button', { name: 'Page 20' }));
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(router.location.search).toBe('?page=19');
  });

  it('asks once after a new page size on page 2: for page 1 at the new size', async () => {
    const server = installCatalogServer();
    const { user } = renderApp('/products?page=2');
    expect(await screen.findByText('Showing 21-40 of 45')).toBeInTheDocument();
    const before = server.productRequestCount();

    await user.selectOptions(screen.getByLabelText('Products per page'), '10');
    expect(await screen.findByText('Showing 1-10 of 45')).toBeInTheDocument();
    const asked = server.requests
      .filter((request) => new URL(request.url).pathname === '/api/products')
      .slice(before)
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));
    expect(asked).toEqual([expect.objectContaining({ page: '1', size: '10' })]);
  });

  it('remembers the page size and the view mode, and a new size starts at page 1', async () => {
    const server = installCatalogServer();
    const first = renderApp('/products?page=2');
    await first.user.selectOptions(await screen.findByLabelText('Products per page'), '50');
    expect(first.router.location.search).toBe('');
    await waitFor(() => expect(server.lastProductQuery()).toMatchObject({ size: '50', page: '1' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.preferredPageSize)).toBe('50');

    await first.user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.viewMode)).toBe('list');
    first.unmount();

    renderApp('/products');
    expect(await screen.findByLabelText('Products per page')).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(server.lastProductQuery()?.size).toBe('50'));
  });
});
