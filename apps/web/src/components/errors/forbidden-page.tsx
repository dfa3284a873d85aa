// The page a signed-in admin sees at a screen their role may not open (a deep link, an old
// bookmark): a plain explanation and a way on to a screen they may use, inside the admin shell.
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClassName } from '../ui/button';

export const FORBIDDEN_TITLE = 'No Access to This Page';

interface ForbiddenPageProps {
  /** The signed-in admin's role, named in the explanation. */
  roleName: string;
  /** Where they may go instead, or null when their role opens no screen at all. */
  home: { to: string; label: string } | null;
}

export function ForbiddenPage({ roleName, home }: ForbiddenPageProps) {
  useDocumentTitle(FORBIDDEN_TITLE);
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </div>
      <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">Error 403</p>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
        {FORBIDDEN_TITLE}
      </h1>
      <p className="max-w-md text-sm leading-6 text-zinc-600 dark:text-zinc-400">
        Your role, <span className="font-medium text-zinc-900 dark:text-white">{roleName}</span>,
        does not include this screen. If you need it, ask an owner or a manager to change your role.
      </p>
      {home && (
        <Link to={home.to} className={buttonClassName('primary')}>
          Go to {home.label}
        </Link>
      )}
    </div>
  );
}
