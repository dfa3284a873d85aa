// The audit log's view in the address bar, so a filtered page survives a reload or a shared link.
// The URL uses the API's own query names (actor, entity, action, date_from, date_to, page, size);
// defaults are left out, and anything typed wrong falls back to its default.
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@canopy/contracts';

export interface AuditLogView {
  actor: string;
  entity: string;
  action: string;
  /** YYYY-MM-DD, UTC days, inclusive. */
  date_from: string | null;
  date_to: string | null;
  page: number;
  size: number;
}

export type AuditLogFilters = Omit<AuditLogView, 'page' | 'size'>;

export const NO_AUDIT_FILTERS: AuditLogFilters = {
  actor: '',
  entity: '',
  action: '',
  date_from: null,
  date_to: null,
};

/** The server refuses longer filter words; a longer pasted URL is cut rather than failing. */
const MAX_FILTER_LENGTH = 100;

function text(value: string | null): string {
  return value?.trim().slice(0, MAX_FILTER_LENGTH) ?? '';
}

function isoDay(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
}

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

function pageSize(value: string | null): number {
  const size = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ADMIN_PAGE_SIZE;
}

export function auditLogViewFrom(params: URLSearchParams): AuditLogView {
  let dateFrom = isoDay(params.get('date_from'));
  let dateTo = isoDay(params.get('date_to'));
  // A reversed range matches nothing and the server refuses it: ignore it instead.
  if (dateFrom !== null && dateTo !== null && dateFrom > dateTo) [dateFrom, dateTo] = [null, null];
  return {
    actor: text(params.get('actor')),
    entity: text(params.get('entity')),
    action: text(params.get('action')),
    date_from: dateFrom,
    date_to: dateTo,
    page: positiveInteger(params.get('page')) ?? 1,
    size: pageSize(params.get('size')),
  };
}

/** The query string for a view: also what GET /admin/audit-log is asked with. */
export function searchParamsFromAuditLogView(view: AuditLogView): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | null) => {
    if (value !== null && value.trim() !== '') params.set(key, value.trim());
  };
  set('actor', view.actor);
  set('entity', view.entity);
  set('action', view.action);
  set('date_from', view.date_from);
  set('date_to', view.date_to);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_ADMIN_PAGE_SIZE) params.set('size', String(view.size));
  return params;
}

export function hasAuditFilters(view: AuditLogFilters): boolean {
  return (
    view.actor.trim() !== '' ||
    view.entity.trim() !== '' ||
    view.action.trim() !== '' ||
    view.date_from !== null ||
    view.date_to !== null
  );
}
