// The theme toggle in the three forms of spec §2: an icon button, a button with text, and a
// dropdown with the options Light and Dark. Each is labelled with what it will do.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { selectTheme, themeToggled, toggleLabel } from '../theme-slice';
import { ThemeDropdown } from './theme-dropdown';
import { ThemeIcon } from './theme-icon';

export type ThemeToggleVariant = 'icon' | 'button' | 'dropdown';

export function ThemeToggle({ variant = 'icon' }: { variant?: ThemeToggleVariant }) {
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  if (variant === 'dropdown') return <ThemeDropdown />;

  const label = toggleLabel(theme);
  const toggle = () => dispatch(themeToggled());
  if (variant === 'button') {
    return (
      <Button variant="secondary" size="sm" onClick={toggle} aria-label={label} title={label}>
        <ThemeIcon theme={theme} />
        {theme === 'dark' ? 'Light mode' : 'Dark mode'}
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      <ThemeIcon theme={theme} />
    </Button>
  );
}
