// The first screen the server put in the document for a shopper whose page cookie admits them
// (docs/decisions/0041-first-screen-in-the-document.md): its data, in a JSON script, is seeded into
// the API cache before the app first renders, so the catalogue or the product page renders from it
// at once and asks the API for nothing it already holds. The server's markup of it, painted before
// this code ran, is replaced by that first render. A shopper without the code in this browser sees
// the gate as before: the seeded data then waits unused.
import type { Category, Product, ProductListResponse } from '@canopy/contracts';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { catalogApi } from '../features/catalog/catalog-api';
import type { ProductListParams } from '../features/catalog/product-list-request';
import { asRecord } from '../lib/storage';

/** The id of the server's JSON script (modules/first-screen/first-screen-document.ts). */
const FIRST_SCREEN_DATA_ID = 'first-screen-data';

export interface FirstScreenData {
  products?: { args: ProductListParams; data: ProductListResponse };
  categories?: Category[];
  product?: Product;
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The document's first-screen data; null when it has none (or none that reads as JSON). */
export function readFirstScreenData(doc: Document = document): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return asRecord(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Seeds the catalogue's page and categories (their endpoints are on the first download). */
export function seedCatalogue(dispatch: Dispatch, data: FirstScreenData): void {
  const { products, categories } = data;
  if (products) {
    dispatch(
      catalogApi.util.upsertQueryEntries([
        { endpointName: 'getProducts', arg: products.args, value: products.data },
      ]),
    );
  }
  if (categories) {
    dispatch(
      catalogApi.util.upsertQueryEntries([
        { endpointName: 'getCategories', arg: undefined, value: categories },
      ]),
    );
  }
}

/**
 * Seeds the product page's product. Its endpoint comes with the product page's chunk, which the
 * page needs before it can render anyway: the app renders once this is done.
 */
export async function seedProduct(dispatch: Dispatch, data: FirstScreenData): Promise<void> {
  const { product } = data;
  if (!product) return;
  const { productDetailApi } = await import('../features/catalog/product-detail-api');
  dispatch(
    productDetailApi.util.upsertQueryEntries([
      { endpointName: 'getProduct', arg: product.id, value: product },
    ]),
  );
}

/** How long the app waits at most for the document's first pictures before it renders. */
const FIRST_PICTURES_WAIT_MS = 1500;

/**
 * Resolves once the document's first screen has been painted with its first pictures (or after
 * FIRST_PICTURES_WAIT_MS, or at once when it shows none): the app's first render, which replaces
 * that markup, then does not put new pictures in place of ones not yet shown (the page's largest
 * paint stays the document's).
 */
export function firstScreenShown(doc: Document = document): Promise<void> {
  const pictures = [
    ...doc.querySelectorAll<HTMLImageElement>('[data-first-screen] img[loading="eager"]'),
  ];
  const loaded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  const timeout = new Promise((resolve) => setTimeout(resolve, FIRST_PICTURES_WAIT_MS));
  return Promise.race([loaded, timeout]).then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}
