// Keeps the page in step with the theme state: applies it to <html> and follows the system
// preference while the user has not chosen a theme.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { applyThemeToDocument, DARK_SCHEME_QUERY } from '../theme-preference';
import { selectTheme, systemThemeChanged } from '../theme-slice';

export function ThemeSync() {
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();

  useEffect(() => {
    applyThemeToDocument(theme);
  }, [theme]);

  useEffect(() => {
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const follow = (event: MediaQueryListEvent) => {
      dispatch(systemThemeChanged(event.matches ? 'dark' : 'light'));
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [dispatch]);

  return null;
}
