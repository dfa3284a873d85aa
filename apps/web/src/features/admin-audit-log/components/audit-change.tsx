// An audit entry's before and after, readable: a short summary of the fields that changed, and
// the full records as indented JSON behind a disclosure (native <details>, keyboard-ready).
import type { AuditLogEntry } from '@canopy/contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The top-level fields whose values differ between before and after (all of them when new). */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) {
    const side = isRecord(after) ? after : isRecord(before) ? before : {};
    return Object.keys(side);
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function pretty(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <p className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
        {title}
      </p>
      <pre className="max-h-72 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-zinc-100 p-3 font-mono text-xs leading-5 text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
        {pretty(value)}
      </pre>
    </div>
  );
}

export function AuditChange({ entry }: { entry: AuditLogEntry }) {
  if (entry.before == null && entry.after == null) {
    return <span className="text-zinc-500 dark:text-zinc-400">—</span>;
  }
  const fields = changedFields(entry.before, entry.after);
  const summary = fields.length > 0 ? fields.slice(0, 4).join(', ') : 'Details';
  const more = fields.length > 4 ? ` +${fields.length - 4}` : '';
  return (
    <details className="w-72 sm:w-96">
      <summary className="cursor-pointer rounded text-sm text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300">
        {summary}
        {more}
      </summary>
      <div className="mt-2 flex flex-col gap-3">
        <JsonBlock title="Before" value={entry.before} />
        <JsonBlock title="After" value={entry.after} />
      </div>
    </details>
  );
}
