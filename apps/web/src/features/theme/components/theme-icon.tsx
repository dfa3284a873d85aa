import { Moon, Sun } from 'lucide-react';
import type { Theme } from '../theme-preference';

/** Shows where the toggle goes: a moon in light mode, a sun in dark mode. */
export function ThemeIcon({ theme }: { theme: Theme }) {
  const Icon = theme === 'dark' ? Sun : Moon;
  return <Icon className="size-5" aria-hidden="true" />;
}
