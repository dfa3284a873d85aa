// The referral list's page and page size, kept in the address bar (?page=&size=) so Back and a
// reload keep the admin's place; the API is asked with skip = (page-1)*size and limit = size.
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@canopy/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function positiveInteger(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : 1;
}

function pageSize(value: string | null): number {
  const size = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ADMIN_PAGE_SIZE;
}

export function useReferralPaging() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInteger(searchParams.get('page'));
  const size = pageSize(searchParams.get('size'));

  const show = useCallback(
    (next: { page: number; size: number }, replace = false) => {
      const params = new URLSearchParams();
      if (next.page > 1) params.set('page', String(next.page));
      if (next.size !== DEFAULT_ADMIN_PAGE_SIZE) params.set('size', String(next.size));
      setSearchParams(params, { replace });
    },
    [setSearchParams],
  );

  return {
    page,
    size,
    skip: (page - 1) * size,
    setPage: (next: number) => show({ page: next, size }),
    setPageSize: (next: number) => show({ page: 1, size: next }),
    /** Back onto the last page when the list shrank under the current one (no new entry). */
    showPage: useCallback((next: number) => show({ page: next, size }, true), [show, size]),
  };
}
