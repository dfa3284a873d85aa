// The `ui` state section: how the product list is shown, grid or list.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalizeViewMode, readViewMode, type ViewMode } from './product-list-preferences';

export interface UiState {
  viewMode: ViewMode;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ viewMode: readViewMode() }),
  reducers: {
    setViewMode(state, { payload }: PayloadAction<string>) {
      state.viewMode = normalizeViewMode(payload);
    },
    toggleViewMode(state) {
      state.viewMode = state.viewMode === 'grid' ? 'list' : 'grid';
    },
  },
  selectors: {
    selectViewMode: (state) => state.viewMode,
  },
});

export const { setViewMode, toggleViewMode } = uiSlice.actions;
export const { selectViewMode } = uiSlice.selectors;
