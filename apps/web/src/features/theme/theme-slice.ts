// The `theme` state section: the scheme in use and whether the user chose it (a choice is saved
// and stops the app from following the system).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readSavedTheme, systemTheme, type Theme } from './theme-preference';

export interface ThemeState {
  mode: Theme;
  /** True once the user picked a theme (now or on an earlier visit). */
  chosen: boolean;
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeState => {
    const saved = readSavedTheme();
    return saved ? { mode: saved, chosen: true } : { mode: systemTheme(), chosen: false };
  },
  reducers: {
    themeChosen(state, { payload }: PayloadAction<Theme>) {
      state.mode = payload;
      state.chosen = true;
    },
    themeToggled(state) {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
      state.chosen = true;
    },
    systemThemeChanged(state, { payload }: PayloadAction<Theme>) {
      if (!state.chosen) state.mode = payload;
    },
  },
  selectors: {
    selectTheme: (state) => state.mode,
  },
});

export const { themeChosen, themeToggled, systemThemeChanged } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;

/** The toggle's label names what it will do. */
export function toggleLabel(theme: Theme): string {
  return theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
}
