// The frame of the locked shop's screens (the access gate, the age step and the under-age exit):
// the brand, a title, a short paragraph and the screen's own content on one card, with the
// corner controls (the theme toggle) above it and the adults-only line below.
import type { ReactNode, Ref } from 'react';
import { BrandWordmark } from '../../../components/ui/brand-wordmark';
import { cx } from '../../../lib/class-names';

interface GateFrameProps {
  /** The id of the title, which names the card. */
  titleId: string;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Lets a screen move focus to its title when it replaces another (the age step). */
  titleRef?: Ref<HTMLHeadingElement>;
}

export function GateFrame({ titleId, title, intro, children, actions, titleRef }: GateFrameProps) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white dark:from-brand-950 dark:via-zinc-950 dark:to-zinc-950">
      <header className="flex justify-end p-4">{actions}</header>
      <main className="flex flex-1 items-center justify-center px-4 pb-12">
        <section
          aria-labelledby={titleId}
          className="w-full max-w-md rounded-2xl border border-zinc-200/80 bg-white/90 px-5 py-7 shadow-xl shadow-brand-900/5 backdrop-blur sm:p-10 dark:border-zinc-800 dark:bg-zinc-900/80 dark:shadow-black/30"
        >
          <div
            className={cx('flex flex-col items-center gap-4 text-center', children ? 'mb-8' : null)}
          >
            <BrandWordmark size="lg" />
            <h1
              id={titleId}
              ref={titleRef}
              tabIndex={titleRef ? -1 : undefined}
              className="text-xl font-semibold tracking-tight text-zinc-900 outline-none sm:text-2xl dark:text-white"
            >
              {title}
            </h1>
            <div className="max-w-sm text-sm leading-6 text-zinc-600 dark:text-zinc-400">
              {intro}
            </div>
          </div>
          {children}
        </section>
      </main>
      <footer className="px-4 pb-6 text-center text-xs leading-5 text-zinc-500 dark:text-zinc-400">
        For adults of legal age only. © Canopy
      </footer>
    </div>
  );
}
