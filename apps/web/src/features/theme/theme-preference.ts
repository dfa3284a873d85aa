// Where the colour scheme comes from (docs/product.md#theme-and-shared-pieces): a saved choice
// under 'theme' ('light' or 'dark' only) wins; otherwise the system preference.
// public/theme-init.js mirrors this rule before the first paint.
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

export type Theme = 'light' | 'dark';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function readSavedTheme(): Theme | null {
  const saved = readStored(STORAGE_KEYS.theme);
  return saved === 'light' || saved === 'dark' ? saved : null;
}

export function saveTheme(theme: Theme): void {
  writeStored(STORAGE_KEYS.theme, theme);
}

export function systemTheme(): Theme {
  return window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

/** The `dark` class drives Tailwind's dark variant; color-scheme fixes native controls. */
export function applyThemeToDocument(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
