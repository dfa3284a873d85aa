// The theme toggle in its three forms (docs/product.md#theme-and-shared-pieces): an icon button, a
// button with text, and a dropdown with the options Light and Dark. Each is labelled with what it
// will do. The dropdown (Radix menu) is its own chunk: only the admin uses it, and the shop's first
// download stays without it. Until it has loaded, the same icon button stands in its place.
import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { selectTheme, themeToggled, toggleLabel } from '../theme-slice';
import { ThemeIcon } from './theme-icon';

const ThemeDropdown = lazy(async () => ({
  default: (await import('./theme-dropdown')).ThemeDropdown,
}));

export type ThemeToggleVariant = 'icon' | 'button' | 'dropdown';

export function ThemeToggle({ variant = 'icon' }: { variant?: ThemeToggleVariant }) {
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const label = toggleLabel(theme);
  if (variant === 'dropdown') {
    return (
      <Suspense
        fallback={
          <Button variant="ghost" size="icon" aria-label={label} title={label} disabled>
            <ThemeIcon theme={theme} />
          </Button>
        }
      >
        <ThemeDropdown />
      </Suspense>
    );
  }

  const toggle = () => dispatch(themeToggled());
  if (variant === 'button') {
    return (
      <Button variant="secondary" size="sm" onClick={toggle} aria-label={label} title={label}>
        <ThemeIcon theme={theme} />
        {label}
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      <ThemeIcon theme={theme} />
    </Button>
  );
}
