// The catalogue filters (docs/product.md#catalogue): price, brand, size (volume) and type (strain
// type), each option with its facet count. The same panel is the desktop sidebar (changes apply at
// once) and the body of the Filter Products modal (changes go to a draft until Apply Filters).
import { STRAIN_TYPES, type ProductFacets, type StrainType } from '@canopy/contracts';
import { STRAIN_TYPE_LABELS, type ProductFilters } from '../catalog-filters';
import { countedOptions, type FilterOptionLists } from '../filter-options';
import { OptionFilter } from './option-filter';
import { PriceFilter } from './price-filter';

export type PanelFilters = Pick<
  ProductFilters,
  'min_price' | 'max_price' | 'brand' | 'volume' | 'strain_type'
>;

interface FilterPanelProps {
  filters: PanelFilters;
  onChange: (change: Partial<PanelFilters>) => void;
  options: FilterOptionLists;
  facets: ProductFacets | undefined;
}

const asStrainType = (value: string | null): StrainType | null =>
  STRAIN_TYPES.find((type) => type === value) ?? null;

const strainTypeLabel = (value: string) => {
  const type = asStrainType(value);
  return type ? STRAIN_TYPE_LABELS[type] : value;
};

export function FilterPanel({ filters, onChange, options, facets }: FilterPanelProps) {
  return (
    <div className="flex flex-col gap-6">
      <PriceFilter
        min_price={filters.min_price}
        max_price={filters.max_price}
        available={facets?.price}
        onChange={onChange}
      />
      <OptionFilter
        title="Brand"
        options={countedOptions(options.brands, facets?.brands, filters.brand)}
        selected={filters.brand}
        onSelect={(brand) => onChange({ brand })}
      />
      <OptionFilter
        title="Size"
        options={countedOptions(options.volumes, facets?.volumes, filters.volume)}
        selected={filters.volume}
        onSelect={(volume) => onChange({ volume })}
      />
      <OptionFilter
        title="Type"
        options={countedOptions(options.strainTypes, facets?.strain_types, filters.strain_type)}
        selected={filters.strain_type}
        label={strainTypeLabel}
        onSelect={(value) => onChange({ strain_type: asStrainType(value) })}
      />
    </div>
  );
}
