// The app's button: one look for every action, in four variants and four sizes. `asChild` lends
// the look to a link (radix Slot) so navigation stays a real <a>.
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../lib/class-names';

const VARIANTS = {
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700',
  secondary:
    'border border-zinc-300 bg-white text-zinc-900 shadow-sm hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
  ghost: 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700',
} as const;

const SIZES = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-10 rounded-full',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export const buttonBaseClass =
  'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50 dark:focus-visible:outline-brand-400';

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cx(buttonBaseClass, VARIANTS[variant], SIZES[size]);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = cx(buttonClassName(variant, size), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type} className={classes} {...props} />;
}
