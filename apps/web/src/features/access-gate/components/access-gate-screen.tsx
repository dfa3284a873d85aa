// The locked shop's landing page: the brand, one line on what this is, and the code form.
import type { ReactNode } from 'react';
import { BrandWordmark } from '../../../components/ui/brand-wordmark';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccessCodeForm } from './access-code-form';

export function AccessGateScreen({ actions }: { actions?: ReactNode }) {
  useDocumentTitle('Enter your access code');

  return (
    <div className="relative flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white dark:from-brand-950 dark:via-zinc-950 dark:to-zinc-950">
      <header className="flex justify-end p-4">{actions}</header>
      <main className="flex flex-1 items-center justify-center px-4 pb-12">
        <section
          aria-labelledby="access-gate-title"
          className="w-full max-w-md rounded-2xl border border-zinc-200/80 bg-white/90 px-5 py-7 shadow-xl shadow-brand-900/5 backdrop-blur sm:p-10 dark:border-zinc-800 dark:bg-zinc-900/80 dark:shadow-black/30"
        >
          <div className="mb-8 flex flex-col items-center gap-4 text-center">
            <BrandWordmark size="lg" />
            <h1
              id="access-gate-title"
              className="text-xl font-semibold tracking-tight text-zinc-900 sm:text-2xl dark:text-white"
            >
              Enter your access code
            </h1>
            <p className="max-w-sm text-sm leading-6 text-zinc-600 dark:text-zinc-400">
              Canopy is a members-only shop. Enter the 6‑character code you were given to browse the
              collection.
            </p>
          </div>
          <AccessCodeForm />
        </section>
      </main>
      <footer className="px-4 pb-6 text-center text-xs leading-5 text-zinc-500 dark:text-zinc-400">
        For adults of legal age only. © Canopy
      </footer>
    </div>
  );
}
