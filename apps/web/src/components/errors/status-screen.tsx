// The frame shared by the full-page error screens: an icon, a title, a line of advice and actions.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  message: ReactNode;
  children: ReactNode;
}

export function StatusScreen({ icon, title, message, children }: StatusScreenProps) {
  useDocumentTitle(title);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-zinc-50 px-4 py-16 dark:bg-zinc-950">
      <div className="flex w-full max-w-md flex-col items-center gap-4 text-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          {icon}
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-white">
          {title}
        </h1>
        <p className="text-sm leading-6 text-zinc-600 dark:text-zinc-400">{message}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </main>
  );
}
