// The dropdown form of the theme toggle: a menu with the options Light and Dark.
import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import type { Theme } from '../theme-preference';
import { ThemeIcon } from './theme-icon';
import { selectTheme, themeChosen, toggleLabel } from '../theme-slice';

const OPTIONS: Array<{ value: Theme; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function ThemeDropdown() {
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const label = toggleLabel(theme);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title={label}>
          <ThemeIcon theme={theme} />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-lg border border-zinc-200 bg-white p-1 text-sm shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(value) => dispatch(themeChosen(value === 'dark' ? 'dark' : 'light'))}
          >
            {OPTIONS.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className="relative flex cursor-default items-center rounded-md py-2 pr-3 pl-8 text-zinc-800 outline-none select-none data-highlighted:bg-zinc-100 dark:text-zinc-100 dark:data-highlighted:bg-zinc-800"
              >
                <DropdownMenu.ItemIndicator className="absolute left-2.5 inline-flex">
                  <Check className="size-4" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
