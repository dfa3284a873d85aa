// The Filter Products modal (docs/product.md#catalogue) for narrow screens: the filter panel on a
// draft of the filters. Cancel (or closing) discards the draft; Apply Filters applies it, back on
// page 1. Loaded only when opened, so the dialog code is not part of the catalogue's first
// download.
import type { ProductFacets } from '@canopy/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { FilterOptionLists } from '../filter-options';
import { FilterPanel, type PanelFilters } from './filter-panel';

interface FilterModalProps {
  filters: PanelFilters;
  options: FilterOptionLists;
  facets: ProductFacets | undefined;
  onApply: (filters: PanelFilters) => void;
  onClose: () => void;
}

export function FilterModal({ filters, options, facets, onApply, onClose }: FilterModalProps) {
  const [draft, setDraft] = useState<PanelFilters>(filters);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Filter Products"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onApply(draft)}>Apply Filters</Button>
        </>
      }
    >
      <FilterPanel
        filters={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        options={options}
        facets={facets}
      />
    </Modal>
  );
}
