// An account's role in its table row: a select of the roles the caller may grant, changing the
// role at once (PUT /admin/users/{id}/role). The server has the last word: its refusal (the last
// active owner, an owner-only change) shows as a toast and the select returns to the saved role.
import type { AdminUser, Role } from '@canopy/contracts';
import { ChevronDown } from 'lucide-react';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { useChangeAdminUserRoleMutation } from '../admin-accounts-api';

export const ROLE_CHANGE_FAILED = 'Failed to change the role';

export function RoleSelect({ user, roles }: { user: AdminUser; roles: readonly Role[] }) {
  const [changeRole, { isLoading }] = useChangeAdminUserRoleMutation();
  const toast = useToast();
  // The account's own role stays listed even when the caller could not grant it.
  const choices = roles.some((role) => role.id === user.role.id) ? roles : [user.role, ...roles];

  const change = async (roleId: number) => {
    const role = choices.find(({ id }) => id === roleId);
    const result = await changeRole({ id: user.id, roleId });
    if ('error' in result) {
      const message = getApiErrorMessage(result.error, ROLE_CHANGE_FAILED);
      if (message) toast({ title: message, tone: 'error' });
      return;
    }
    toast({ title: `${user.username} is now ${role?.name ?? 'in a new role'}`, tone: 'success' });
  };

  return (
    <div className="relative w-32 sm:w-44">
      <select
        aria-label={`Role of ${user.username}`}
        value={user.role.id}
        disabled={isLoading}
        onChange={(event) => void change(Number(event.target.value))}
        className="h-9 w-full appearance-none rounded-lg border border-zinc-300 bg-white py-0 pr-8 pl-3 text-sm text-zinc-900 shadow-sm outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:focus:border-brand-400"
      >
        {choices.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-zinc-500"
        aria-hidden="true"
      />
    </div>
  );
}
