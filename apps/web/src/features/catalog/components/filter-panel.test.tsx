import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setMobileViewport } from '../../../test/media-queries';
import { renderApp } from '../../../test/render-app';
import { installCatalogServer } from '../../../test/catalog-server';
import {
  chipLabels,
  findSidebar,
  prepareCatalogueScreenTests,
  sidebar,
} from '../../../test/catalog-screen';

prepareCatalogueScreenTests();

describe('filters', () => {
  it('offers every brand, size and type with its count, disabling those nothing matches', async () => {
    installCatalogServer();
    renderApp('/products');
    const brands = await within(await findSidebar()).findByRole('group', { name: 'Brand' });
    // The option lists and their counts arrive in separate answers: wait until all are shown.
    await waitFor(() => {
      expect(
        within(brands)
          .getAllByRole('button')
          .map((option) => option.textContent),
      ).toEqual(['Green Ridge12', 'Kind0', 'Solstice3']);
      const types = within(sidebar()).getByRole('group', { name: 'Type' });
      expect(
        within(types)
          .getAllByRole('button')
          .map((option) => option.textContent),
      ).toEqual(['Indica7', 'Sativa8', 'Hybrid0']);
      expect(within(sidebar()).getByRole('group', { name: 'Size' })).toHaveTextContent('1g93.5g6');
    });
    expect(within(brands).getByRole('button', { name: 'Kind (0)' })).toBeDisabled();
  });

  it('applies a brand and a price preset, and unselects them on a second press', async () => {
    const server = installCatalogServer();
    const { user, router } = renderApp('/products?page=2');
    const brand = await within(await findSidebar()).findByRole('button', {
      name: 'Solstice (3)',
    });
    await user.click(brand);
    await user.click(within(sidebar()).getByRole('button', { name: 'Under $25' }));
    expect(router.location.search).toBe('?max_price=25&brand=Solstice');
    expect(brand).toHaveAttribute('aria-pressed', 'true');
    expect(chipLabels()).toEqual(['Under $25', 'Brand: Solstice']);
    await waitFor(() =>
      expect(server.lastProductQuery()).toMatchObject({
        brand: 'Solstice',
        max_price: '25',
        page: '1',
      }),
    );

    await user.click(within(sidebar()).getByRole('button', { name: 'Under $25' }));
    await user.click(brand);
    expect(router.location.search).toBe('');
  });

  it('applies typed prices when the field is left, and refuses a min above the max', async () => {
    installCatalogServer();
    const { user, router } = renderApp('/products');
    const min = within(await findSidebar()).getByLabelText('Min price');
    const max = within(sidebar()).getByLabelText('Max price');
    await user.type(min, '60');
    await user.tab();
    expect(router.location.search).toBe('?min_price=60');

    await user.type(max, '20');
    await user.tab();
    expect(
      within(sidebar()).getByText('Min price must not be more than max price'),
    ).toBeInTheDocument();
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(router.location.search).toBe('?min_price=60');

    await user.clear(max);
    await user.type(max, '80.5{Enter}');
    expect(router.location.search).toBe('?min_price=60&max_price=80.5');
    expect(chipLabels()).toEqual(['$60-$80.50']);

    await user.clear(min);
    await user.tab();
    expect(router.location.search).toBe('?max_price=80.5');
  });

  it('in the Filter Products modal, Cancel discards and Apply Filters applies', async () => {
    installCatalogServer();
    const { user, router } = renderApp('/products?page=2');
    await user.click(await screen.findByRole('button', { name: /More Filters/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Filter Products' });
    await user.click(within(dialog).getByRole('button', { name: 'Solstice (3)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: /More Filters/ }));
    dialog = await screen.findByRole('dialog', { name: 'Filter Products' });
    expect(within(dialog).getByRole('button', { name: 'Solstice (3)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Solstice (3)' }));
    await user.click(within(dialog).getByRole('button', { name: '$50-$100' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.location.search).toBe('?min_price=50&max_price=100&brand=Solstice');
  });

  it('on a phone keeps the filters in the modal only, and shows the sidebar once the window is wide', async () => {
    setMobileViewport(true);
    installCatalogServer();
    const { user } = renderApp('/products');
    await user.click(await screen.findByRole('button', { name: /More Filters/ }));
    expect(await screen.findByRole('dialog', { name: 'Filter Products' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => setMobileViewport(false));
    expect(await findSidebar()).toBeInTheDocument();
  });
});
