// The modal dialog (docs/product.md#theme-and-shared-pieces): sizes sm, md, lg, xl and full; closes
// on Escape and on an overlay click unless told not to; an optional title; a close button labelled
// 'Close modal'. Radix Dialog handles focus trapping and scroll locking; the focus goes back to
// what opened it.
import { Dialog, VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { DialogCloseButton } from './dialog-close-button';
import { useReturnFocus } from './dialog-focus';

const SIZES = {
  sm: 'w-[calc(100vw-2rem)] max-w-sm',
  md: 'w-[calc(100vw-2rem)] max-w-lg',
  lg: 'w-[calc(100vw-2rem)] max-w-2xl',
  xl: 'w-[calc(100vw-2rem)] max-w-4xl',
  full: 'h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)]',
} as const;
export type ModalSize = keyof typeof SIZES;

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  /** The accessible name when there is no visible title. */
  label?: string;
  description?: ReactNode;
  size?: ModalSize;
  closeOnEscape?: boolean;
  closeOnOverlayClick?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

export function Modal({
  open,
  onOpenChange,
  title,
  label,
  description,
  size = 'md',
  closeOnEscape = true,
  closeOnOverlayClick = true,
  footer,
  children,
}: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          // Without a description the dialog is described by nothing (radix expects it said).
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!closeOnOverlayClick) event.preventDefault();
          }}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-zinc-200 bg-white shadow-2xl outline-none dark:border-zinc-800 dark:bg-zinc-900',
            SIZES[size],
          )}
        >
          <div className={cx('flex items-start gap-4 px-6 pt-5', title ? 'pb-2' : 'pb-0')}>
            {title ? (
              <Dialog.Title className="flex-1 text-lg font-semibold text-zinc-900 dark:text-white">
                {title}
              </Dialog.Title>
            ) : (
              <VisuallyHidden.Root asChild>
                <Dialog.Title>{label ?? 'Dialog'}</Dialog.Title>
              </VisuallyHidden.Root>
            )}
            <DialogCloseButton label="Close modal" className="ml-auto" />
          </div>
          {description && (
            <Dialog.Description className="px-6 text-sm text-zinc-600 dark:text-zinc-400">
              {description}
            </Dialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 px-6 py-4 dark:border-zinc-800">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
