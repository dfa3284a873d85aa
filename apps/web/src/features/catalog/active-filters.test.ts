import { describe, expect, it } from 'vitest';
import { activeFilterChips, priceRangeLabel } from './active-filters';
import { DEFAULT_FILTERS, PRICE_PRESETS } from './catalog-filters';

const names = (id: number) => (id === 4 ? 'Edibles' : undefined);

describe('active filter chips', () => {
  it('has none for the default filters', () => {
    expect(activeFilterChips(DEFAULT_FILTERS, names)).toEqual([]);
  });

  it('labels each active filter readably, in a fixed order', () => {
    const chips = activeFilterChips(
      {
        search: 'kush',
        category_id: 4,
        in_stock_only: false,
        min_price: 25,
        max_price: 50,
        brand: 'Green Ridge',
        volume: '3.5g',
        strain_type: 'cbd',
        sortBy: 'price_asc',
      },
      names,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Search: kush',
      'Category: Edibles',
      '$25-$50',
      'Brand: Green Ridge',
      'Size: 3.5g',
      'Type: CBD',
      'Including out of stock',
      'Sort: Price: Low to High',
    ]);
  });

  it('counts a sort other than featured, and each chip knows how to remove itself', () => {
    const [sort] = activeFilterChips({ ...DEFAULT_FILTERS, sortBy: 'created_desc' }, names);
    expect(sort).toEqual({ key: 'sort', label: 'Sort: Newest', removal: { sortBy: 'featured' } });
    const [price] = activeFilterChips({ ...DEFAULT_FILTERS, max_price: 25 }, names);
    expect(price?.removal).toEqual({ min_price: null, max_price: null });
  });

  it('names price ranges like the presets', () => {
    expect(PRICE_PRESETS.map((preset) => priceRangeLabel(preset.min, preset.max))).toEqual(
      PRICE_PRESETS.map((preset) => preset.label),
    );
    expect(priceRangeLabel(12.5, null)).toBe('$12.50+');
    expect(priceRangeLabel(null, null)).toBeNull();
  });
});
