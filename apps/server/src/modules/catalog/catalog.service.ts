// The storefront catalogue: the category tree, the product list with its filters, sorts, paging
// and facets, single products and the filter values. Prices are cents inside and dollars out;
// toProduct is the one place a stored product becomes the API's product. Lists, with or without
// search words, and the search box's suggestions are answered by the in-memory catalogue index
// when there is one (the routes keep one per instance; docs/product.md#search); without one, a
// list is the SQL statement's (pg_trgm for search).
import {
  centsToDollars,
  dollarsToCents,
  type Category,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
  type ProductSuggestionsQuery,
  type ProductSuggestionsResponse,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { imageUrl } from './images.service';
import {
  countCatalog,
  findActiveProduct,
  listBrandValues,
  listCategories,
  listStrainTypeValues,
  listVolumeValues,
  type ProductRow,
} from './catalog.repository';
import type { CatalogIndexKeeper } from './listing/catalog-index-keeper';
import { findProductPage } from './listing/product-list.repository';
import { SEARCH_WORD_SIMILARITY, searchTerms, withoutNulCharacters } from './listing/search-terms';

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService({
  db,
  catalogIndex,
}: {
  db: Database;
  /** Absent where no list is served (start-up's seed counts the catalogue): lists use SQL. */
  catalogIndex?: CatalogIndexKeeper;
}) {
  return {
    async listCategories(): Promise<Category[]> {
      const rows = await listCategories(db);
      return rows.map((row) => ({ id: row.id, name: row.name, parent_id: row.parentId }));
    },

    async listProducts(query: ProductListQuery): Promise<ProductListResponse> {
      const search = searchTerms(query.search);
      const pageQuery = {
        categoryId: query.category_id ?? null,
        // Absent means every product (docs/product.md#api-conventions); the web client always says
        // which it wants.
        inStockOnly: query.in_stock_only === true,
        minPriceCents: query.min_price === undefined ? null : dollarsToCents(query.min_price),
        maxPriceCents: query.max_price === undefined ? null : dollarsToCents(query.max_price),
        brand: filterText(query.brand),
        volume: filterText(query.volume),
        strainType: query.strain_type ?? null,
        // Relevance needs something to be relevant to; without a search it is the newest first.
        sort: query.sort_by === 'relevance' && search === null ? 'created_at' : query.sort_by,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      };
      const page =
        catalogIndex !== undefined
          ? await catalogIndex.productPage(pageQuery, search)
          : await findProductPage(db, {
              ...pageQuery,
              search,
              searchSimilarity: SEARCH_WORD_SIMILARITY,
            });
      return {
        items: page.items.map(toProduct),
        page: query.page,
        // No products, no pages: the client shows 'No items to display'.
        pages: Math.ceil(page.total / query.size),
        total: page.total,
        facets: {
          brands: page.brands,
          volumes: page.volumes,
          strain_types: page.strainTypes,
          price: {
            min: page.priceMinCents === null ? null : centsToDollars(page.priceMinCents),
            max: page.priceMaxCents === null ? null : centsToDollars(page.priceMaxCents),
          },
        },
      };
    },

    /** Live suggestions for the search box; nothing typed, nothing suggested. */
    async suggestions(query: ProductSuggestionsQuery): Promise<ProductSuggestionsResponse> {
      const typed = withoutNulCharacters(query.q).trim();
      if (typed === '' || catalogIndex === undefined) return { items: [] };
      return { items: await catalogIndex.suggestions(typed) };
    },

    /** An active product; unknown and inactive ones are both 'Product not found'. */
    async getProduct(id: number): Promise<Product> {
      // Through the index and its row cache; a product the index does not hold yet (written
      // straight into the database since its last check) is read as before.
      const row = (await catalogIndex?.activeProductRow(id)) ?? (await findActiveProduct(db, id));
      if (!row) throw new NotFoundError('Product not found');
      return toProduct(row);
    },

    listBrands: () => listBrandValues(db),
    listVolumes: () => listVolumeValues(db),
    listStrainTypes: () => listStrainTypeValues(db),

    count: () => countCatalog(db),
  };
}

/** A brand or volume filter; blank (or only characters the database cannot hold) is none. */
function filterText(value: string | undefined): string | null {
  const text = withoutNulCharacters(value ?? '').trim();
  return text === '' ? null : text;
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    brand: row.brand,
    description: row.description,
    retail_price: centsToDollars(row.retail_price_cents),
    sale_price: row.sale_price_cents === null ? null : centsToDollars(row.sale_price_cents),
    stock_quantity: row.stock_quantity,
    primary_image_url: row.primary_image_url,
    images: row.image_variants.map((variant) => ({
      width: variant.width,
      url: imageUrl(variant.sha256, variant.content_type),
    })),
    strain_type: row.strain_type,
    volume: row.volume,
    thc_percent: row.thc_percent,
    cbd_percent: row.cbd_percent,
    minimum_age: row.minimum_age,
    limit_class: row.limit_class,
    net_weight_g: row.net_weight_g,
    thc_mg: row.thc_mg,
    category_id: row.category_id,
    category:
      row.category_id === null || row.category_name === null
        ? null
        : { id: row.category_id, name: row.category_name },
    created_at: new Date(row.created_at).toISOString(),
  };
}
