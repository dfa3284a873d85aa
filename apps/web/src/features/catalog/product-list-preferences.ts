// The shopper's remembered list preferences (spec §9): page size under 'preferredPageSize'
// (10, 20, 50 or 100, else 20) and view mode under 'viewMode' (grid or list, else grid).
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export function normalizePageSize(value: unknown): PageSize {
  const size = typeof value === 'string' ? Number(value) : value;
  return PAGE_SIZE_OPTIONS.find((option) => option === size) ?? DEFAULT_PAGE_SIZE;
}

export function normalizeViewMode(value: unknown): ViewMode {
  return VIEW_MODES.find((mode) => mode === value) ?? 'grid';
}

export function readPreferredPageSize(): PageSize {
  return normalizePageSize(readStored(STORAGE_KEYS.preferredPageSize));
}

export function writePreferredPageSize(size: PageSize): void {
  writeStored(STORAGE_KEYS.preferredPageSize, String(size));
}

export function readViewMode(): ViewMode {
  return normalizeViewMode(readStored(STORAGE_KEYS.viewMode));
}

export function writeViewMode(mode: ViewMode): void {
  writeStored(STORAGE_KEYS.viewMode, mode);
}
