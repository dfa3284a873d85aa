// The filter options (docs/product.md#catalogue): the brand, size and type lists, fetched together
// and once. The fetch is skipped while one is loading or after one was requested; a failure resets
// the requested flag so that it can be retried, and its message is stored and only logged. On
// screen each option carries the facet count of the current list answer.
import type { FacetValue } from '@canopy/contracts';
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { catalogApi } from './catalog-api';

export const FAILED_TO_FETCH_FILTER_OPTIONS = 'Failed to fetch filter options';

export interface FilterOptionLists {
  brands: string[];
  volumes: string[];
  strainTypes: string[];
}

export const fetchFilterOptions = createAsyncThunk<
  FilterOptionLists,
  undefined,
  { state: RootState; rejectValue: string }
>(
  'products/fetchFilterOptions',
  async (_, { dispatch, rejectWithValue }) => {
    const { getBrands, getVolumes, getStrainTypes } = catalogApi.endpoints;
    const once = { subscribe: false } as const;
    try {
      const [brands, volumes, strainTypes] = await Promise.all([
        dispatch(getBrands.initiate(undefined, once)).unwrap(),
        dispatch(getVolumes.initiate(undefined, once)).unwrap(),
        dispatch(getStrainTypes.initiate(undefined, once)).unwrap(),
      ]);
      return { brands, volumes, strainTypes };
    } catch (error) {
      console.error(FAILED_TO_FETCH_FILTER_OPTIONS, error);
      return rejectWithValue(FAILED_TO_FETCH_FILTER_OPTIONS);
    }
  },
  {
    condition: (_, { getState }) => {
      const { loading, requested } = getState().products.filterOptions;
      return !loading && !requested;
    },
  },
);

export interface CountedOption {
  value: string;
  count: number;
}

/**
 * The options to offer: the fetched list in its order, then any value only the facets know (the
 * lists may have failed to load), and the selected value even when nothing matches it any more,
 * so that it can still be seen and unselected. Values without a facet count have none (0).
 */
export function countedOptions(
  values: readonly string[],
  facets: readonly FacetValue[] | undefined,
  selected: string | null,
): CountedOption[] {
  const counts = new Map((facets ?? []).map((facet) => [facet.value, facet.count]));
  const all = [...values, ...counts.keys()];
  if (selected !== null) all.push(selected);
  return [...new Set(all)].map((value) => ({ value, count: counts.get(value) ?? 0 }));
}
