// The permission checkboxes of the role form, one fieldset per catalogue group. Read-only (a
// built-in role, or a caller who may not edit roles) shows the same list with every box disabled.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useId } from 'react';
import type { PermissionGroup } from '../role-form-values';

const checkboxClass =
  'mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70 dark:border-zinc-600 dark:accent-brand-500';

interface PermissionCheckboxesProps {
  groups: readonly PermissionGroup[];
  field: UseFormRegisterReturn<'permissions'>;
  readOnly: boolean;
  error: string | undefined;
}

export function PermissionCheckboxes({
  groups,
  field,
  readOnly,
  error,
}: PermissionCheckboxesProps) {
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Permissions
      </legend>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {groups.map(({ group, permissions }) => (
          <fieldset
            key={group}
            className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <legend className="px-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
              {group}
            </legend>
            <ul className="flex flex-col gap-2">
              {permissions.map(({ key, label }) => (
                <li key={key}>
                  <label className="flex items-start gap-2 text-sm text-zinc-800 dark:text-zinc-200">
                    <input
                      {...field}
                      type="checkbox"
                      value={key}
                      disabled={readOnly}
                      className={checkboxClass}
                    />
                    <span>
                      {label}
                      <span className="block font-mono text-xs text-zinc-500 dark:text-zinc-400">
                        {key}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
