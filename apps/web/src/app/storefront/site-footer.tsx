// The storefront footer's small print: the age restriction and the copyright.
export function SiteFooter() {
  return (
    <footer className="border-t border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-2 px-4 py-8 text-xs leading-5 text-zinc-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-zinc-400">
        <p>
          For adults of legal age only. Products are age-restricted; please enjoy responsibly and
          follow your local laws.
        </p>
        <p className="shrink-0">© {new Date().getFullYear()} Canopy</p>
      </div>
    </footer>
  );
}
