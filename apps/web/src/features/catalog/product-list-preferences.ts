// The shopper's remembered list preferences (docs/product.md#business-constants): page size under
// 'preferredPageSize' (10, 20, 50 or 100, else 20, by the contract's rule) and view mode under
// 'viewMode' (grid or list, else grid).
import { normalizePageSize } from '@canopy/contracts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export function normalizeViewMode(value: unknown): ViewMode {
  return VIEW_MODES.find((mode) => mode === value) ?? 'grid';
}

export function readPreferredPageSize(): number {
  return normalizePageSize(readStored(STORAGE_KEYS.preferredPageSize));
}

export function writePreferredPageSize(size: number): void {
  writeStored(STORAGE_KEYS.preferredPageSize, String(normalizePageSize(size)));
}

export function readViewMode(): ViewMode {
  return normalizeViewMode(readStored(STORAGE_KEYS.viewMode));
}

export function writeViewMode(mode: ViewMode): void {
  writeStored(STORAGE_KEYS.viewMode, mode);
}
