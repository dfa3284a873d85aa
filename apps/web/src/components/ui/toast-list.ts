// The toast rules (docs/product.md#business-constants) shared by the provider and the lazily loaded
// toast region.
import type { ToastInput } from './use-toast';

export const MAX_TOASTS = 3;
export const TOAST_DURATION_MS = 5_000;

export interface ShownToast extends ToastInput {
  id: number;
}
