// The admin Referral Codes screen (/admin/referrals): the codes newest first, ten to a page,
// Add referral code, and each row's Analytics, Edit and Delete (after a confirmation); adding,
// editing and deleting for roles holding referrals.write.
import type { AdminReferralCode } from '@canopy/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCan } from '../../../app/staff-permissions';
import { Button } from '../../../components/ui/button';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetAdminReferralCodesQuery } from '../admin-referrals-api';
import { useReferralPaging } from '../use-referral-paging';
import { DeleteReferralDialog } from './delete-referral-dialog';
import { ReferralAnalyticsModal } from './referral-analytics-modal';
import { ReferralFormModal, type ReferralEditing } from './referral-form-modal';
import { ReferralTable } from './referral-table';

export const FETCH_REFERRALS_FAILED = 'Failed to fetch referral codes';

export function AdminReferralsPage() {
  const paging = useReferralPaging();
  const canWrite = useCan('referrals.write');
  const { page, size, skip, showPage } = paging;
  const list = useGetAdminReferralCodesQuery({ skip, limit: size });
  const [editing, setEditing] = useState<ReferralEditing>(null);
  const [deleting, setDeleting] = useState<AdminReferralCode | null>(null);
  const [viewing, setViewing] = useState<AdminReferralCode | null>(null);
  const failed = list.isError ? getApiErrorMessage(list.error, FETCH_REFERRALS_FAILED) : null;

  // The list shrank under the page in the URL (codes deleted, a stale link): show its last page.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / size)) : null;
  useEffect(() => {
    if (lastPage !== null && !list.isFetching && page > lastPage) showPage(lastPage);
  }, [lastPage, list.isFetching, page, showPage]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Referral Codes"
        description="Discount codes customers enter at checkout."
        actions={
          canWrite && (
            <Button onClick={() => setEditing({ code: null })}>
              <Plus className="size-4" aria-hidden="true" />
              Add referral code
            </Button>
          )
        }
      />
      <ReferralTable
        codes={failed ? [] : list.data?.items}
        loading={list.isLoading}
        busy={list.isFetching && !list.isLoading}
        error={failed}
        onAnalytics={setViewing}
        onEdit={(code) => setEditing({ code })}
        onDelete={setDeleting}
        canWrite={canWrite}
      />
      <ListPagination
        page={page}
        pageSize={size}
        total={list.data?.total ?? 0}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
      <ReferralFormModal editing={editing} onClose={() => setEditing(null)} />
      <DeleteReferralDialog code={deleting} onClose={() => setDeleting(null)} />
      <ReferralAnalyticsModal code={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
