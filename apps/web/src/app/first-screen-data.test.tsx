// The document's first-screen data (modules/first-screen on the server) seeds the API cache: the
// catalogue and the product page render from it and ask the API for nothing it holds.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productListParams } from '../features/catalog/product-list-request';
import { DEFAULT_VIEW } from '../features/catalog/catalog-filters';
import { TEST_FACETS, installCatalogServer } from '../test/catalog-server';
import { prepareCatalogueScreenTests } from '../test/catalog-screen';
import { category } from '../test/factories';
import { productFixture } from '../test/product-fixtures';
import { makeTestStore, renderApp } from '../test/render-app';
import { readFirstScreenData, seedCatalogue, seedProduct } from './first-screen-data';

prepareCatalogueScreenTests();

function documentWith(data: unknown): Document {
  const doc = document.implementation.createHTMLDocument('Canopy');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'first-screen-data';
  script.textContent = JSON.stringify(data);
  doc.body.append(script);
  return doc;
}

describe('the first screen in the document', () => {
  it('is read from its JSON script; a document without one, or with broken JSON, has none', () => {
    expect(readFirstScreenData(documentWith({ categories: [] }))).toEqual({ categories: [] });
    expect(readFirstScreenData(document.implementation.createHTMLDocument())).toBeNull();
    const broken = documentWith(null);
    const script = broken.getElementById('first-screen-data');
    if (script) script.textContent = '{';
    expect(readFirstScreenData(broken)).toBeNull();
  });

  it('renders the catalogue from the seeded page without asking for it', async () => {
    const server = installCatalogServer();
    const testStore = makeTestStore();
    const items = [productFixture({ id: 31, name: 'Seeded Sativa Flower' })];
    seedCatalogue(testStore.store.dispatch, {
      products: {
        args: productListParams(DEFAULT_VIEW, 20),
        data: { items, page: 1, pages: 1, total: 1, facets: TEST_FACETS },
      },
      categories: [category(3, 'Vapes')],
    });
    renderApp('/products', { store: testStore });
    expect(await screen.findByText('Seeded Sativa Flower')).toBeInTheDocument();
    expect(server.productRequestCount()).toBe(0);
    expect(server.requests.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/products/categories',
    );
  });

  it('renders the product page from the seeded product without asking for it', async () => {
    const server = installCatalogServer();
    const testStore = makeTestStore();
    await seedProduct(testStore.store.dispatch, {
      product: productFixture({ id: 42, name: 'Seeded Night Gummies' }),
    });
    renderApp('/products/42', { store: testStore });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seeded Night Gummies' }),
    ).toBeInTheDocument();
    expect(server.requests.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/products/42',
    );
  });
});
