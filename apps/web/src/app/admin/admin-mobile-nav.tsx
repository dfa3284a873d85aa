// At phone width the sidebar collapses into a menu button that opens it as a side sheet.
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { AdminSidebar } from './admin-sidebar';

export function AdminMobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          title="Open menu"
          className="lg:hidden"
        >
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-zinc-200 bg-white shadow-2xl outline-none lg:hidden dark:border-zinc-800 dark:bg-zinc-900"
        >
          <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close menu"
              title="Close menu"
              className="absolute top-3 right-3"
            >
              <X className="size-5" aria-hidden="true" />
            </Button>
          </Dialog.Close>
          <AdminSidebar onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
