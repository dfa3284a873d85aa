// The catalogue queries the list scenarios send and the check of their answers. The distinct
// stream walks a space of filter, sort and page combinations (a category or a brand or neither ×
// strain type × price band × in-stock × sort × page) in a fixed, scattered order: it repeats no
// query before it has sent every one, so a cache of answers cannot keep the stream hot.
import {
  effectivePrice,
  STRAIN_TYPES,
  type ProductListResponse,
  type ServerSort,
} from '@canopy/contracts';

export type CatalogQuery = Record<string, string>;

export interface CatalogQueryDimensions {
  categoryIds: readonly number[];
  brands: readonly string[];
}

const PRICE_BANDS = [
  ['', ''],
  ['0', '20'],
  ['10', '40'],
  ['20', '60'],
  ['40', '100'],
  ['60', '250'],
] as const;
const SORTS: readonly ServerSort[] = ['created_at', 'name', 'price_low', 'price_high'];
const PAGES = 3;
const PAGE_SIZE = '20';

function axes(dimensions: CatalogQueryDimensions) {
  return {
    // A shopper narrows by a category or a brand, seldom both.
    narrow: [
      { category: '', brand: '' },
      ...dimensions.categoryIds.map((id) => ({ category: String(id), brand: '' })),
      ...dimensions.brands.map((brand) => ({ category: '', brand })),
    ],
    strain: ['', ...STRAIN_TYPES],
    price: PRICE_BANDS,
    inStock: ['true', 'false'],
    sort: SORTS,
    page: Array.from({ length: PAGES }, (_, index) => String(index + 1)),
  };
}

/** How many different queries the stream holds. */
export function catalogQuerySpace(dimensions: CatalogQueryDimensions): number {
  return Object.values(axes(dimensions)).reduce((product, values) => product * values.length, 1);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A stride coprime with the space: index × stride mod space visits every query once per lap. */
function strideFor(space: number): number {
  let stride = 7_919;
  while (gcd(stride, space) !== 1) stride += 2;
  return stride;
}

/** The index-th query of the stream (any index ≥ 0; the stream repeats after the whole space). */
export function distinctCatalogQuery(
  index: number,
  dimensions: CatalogQueryDimensions,
): CatalogQuery {
  const all = axes(dimensions);
  const space = catalogQuerySpace(dimensions);
  let position = ((index % space) * strideFor(space)) % space;
  const take = <T>(values: readonly T[]): T => {
    const value = values[position % values.length];
    position = Math.floor(position / values.length);
    if (value === undefined) throw new Error('an empty query axis');
    return value;
  };
  const [page, sort, inStock, price, strain, { category, brand }] = [
    take(all.page),
    take(all.sort),
    take(all.inStock),
    take(all.price),
    take(all.strain),
    take(all.narrow),
  ];
  const query: CatalogQuery = { in_stock_only: inStock, sort_by: sort, page, size: PAGE_SIZE };
  if (category) query.category_id = category;
  if (strain) query.strain_type = strain;
  if (brand) query.brand = brand;
  if (price[0]) query.min_price = price[0];
  if (price[1]) query.max_price = price[1];
  return query;
}

/**
 * Throws when a list answer does not honour its query: the page asked for, at most `size` items,
 * every item within the strain type, brand, stock and price filters, in the sort's order.
 * (The category filter includes descendants, which the answer cannot show; it is not checked.)
 */
export function checkListAnswer(query: CatalogQuery, answer: ProductListResponse): void {
  const page = Number(query.page ?? '1');
  const size = Number(query.size ?? '20');
  if (answer.page !== page) throw new Error(`asked for page ${page}, got page ${answer.page}`);
  if (answer.items.length > size)
    throw new Error(`${answer.items.length} items on a page of ${size}`);
  const min = query.min_price === undefined ? -Infinity : Number(query.min_price);
  const max = query.max_price === undefined ? Infinity : Number(query.max_price);
  answer.items.forEach((item, index) => {
    const price = effectivePrice(item);
    const problems = [
      query.strain_type !== undefined && item.strain_type !== query.strain_type && 'strain type',
      query.brand !== undefined && item.brand !== query.brand && 'brand',
      query.in_stock_only === 'true' && item.stock_quantity <= 0 && 'in stock',
      (price < min || price > max) && 'price range',
    ].filter(Boolean);
    if (problems.length > 0) {
      throw new Error(`product ${item.id} fails the ${problems.join(', ')} filter`);
    }
    const previous = answer.items[index - 1];
    if (!previous) return;
    const inOrder =
      query.sort_by === 'price_low'
        ? effectivePrice(previous) <= price
        : query.sort_by === 'price_high'
          ? effectivePrice(previous) >= price
          : query.sort_by === 'created_at'
            ? previous.created_at >= item.created_at
            : true;
    if (!inOrder) throw new Error(`product ${item.id} is out of the ${query.sort_by ?? ''} order`);
  });
}
