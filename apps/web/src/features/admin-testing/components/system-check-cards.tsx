// One card per check of GET /admin/testing/checks: its name, Online/Offline, latency and detail.
import type { SystemCheck } from '@canopy/contracts';
import { StatusBadge } from '../../../components/ui/status-badge';

const TITLES: Record<SystemCheck['name'], string> = {
  database: 'Database',
  payments: 'Payments',
  websocket: 'WebSocket',
  email: 'Email',
  storage: 'Storage',
};

export function SystemCheckCards({ checks }: { checks: SystemCheck[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {checks.map((check) => (
        <li
          key={check.name}
          aria-label={TITLES[check.name]}
          className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold">{TITLES[check.name]}</h2>
            <StatusBadge status={check.status} />
          </div>
          <p className="mt-2 text-sm tabular-nums">{check.latency_ms.toFixed(1)} ms</p>
          <p className="mt-1 text-sm break-words text-zinc-600 dark:text-zinc-400">
            {check.detail}
          </p>
        </li>
      ))}
    </ul>
  );
}
