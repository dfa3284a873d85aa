// The admin Access Codes screen (/admin/access-codes, docs/product.md#admin-back-office): the list
// (search, status, 20 per page), New access code (the plaintext shown once), and per row Reveal
// (shown until Hide, 30 s or an edit), Analytics, Edit, Activate/Deactivate and Delete after a
// confirmation.
import { DEFAULT_ACCESS_CODE_PAGE_SIZE, type AdminAccessCode } from '@canopy/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useCan } from '../../../app/staff-permissions';
import { Button } from '../../../components/ui/button';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import {
  useGetAdminAccessCodesQuery,
  useRevealAdminAccessCodeMutation,
  useUpdateAdminAccessCodeMutation,
  type AccessCodeListView,
} from '../admin-access-codes-api';
import { useRevealedCodes } from '../use-revealed-codes';
import { AccessCodeAnalyticsPanel } from './access-code-analytics-panel';
import { AccessCodeFilters } from './access-code-filters';
import { AccessCodeFormModal, type AccessCodeEditing } from './access-code-form-modal';
import { UPDATE_FAILED } from './access-code-form';
import { AccessCodesTable } from './access-codes-table';
import { DeleteAccessCodeDialog } from './delete-access-code-dialog';

export const FETCH_ACCESS_CODES_FAILED = 'Failed to fetch access codes';
export const REVEAL_FAILED = 'Failed to reveal access code';

export function AccessCodesPage() {
  const [view, setView] = useState<AccessCodeListView>({
    page: 1,
    per_page: DEFAULT_ACCESS_CODE_PAGE_SIZE,
    search: '',
    is_active: null,
  });
  const { data, error, isLoading, isFetching } = useGetAdminAccessCodesQuery(view);
  const [revealCode] = useRevealAdminAccessCodeMutation();
  const canWrite = useCan('access_codes.write');
  const canReveal = useCan('access_codes.reveal');
  const [updateCode] = useUpdateAdminAccessCodeMutation();
  const { revealed, show, hide } = useRevealedCodes();
  const [editing, setEditing] = useState<AccessCodeEditing>(null);
  const [deleting, setDeleting] = useState<AdminAccessCode | null>(null);
  const [analyticsFor, setAnalyticsFor] = useState<AdminAccessCode | null>(null);
  const toast = useToast();
  const failed = error && !isFetching ? getApiErrorMessage(error, FETCH_ACCESS_CODES_FAILED) : null;

  const onSearch = useCallback((search: string) => {
    setView((current) => ({ ...current, search, page: 1 }));
  }, []);

  const reveal = async (code: AdminAccessCode) => {
    const result = await revealCode(code.id);
    if (result.data) show(code.id, result.data.plaintext_code);
    else {
      const message = getApiErrorMessage(result.error, REVEAL_FAILED);
      if (message) toast({ title: message, tone: 'error' });
    }
  };

  const toggleActive = async (code: AdminAccessCode) => {
    const result = await updateCode({ id: code.id, changes: { is_active: !code.is_active } });
    if (result.data) {
      const state = result.data.is_active ? 'Activated' : 'Deactivated';
      toast({ title: `${state} ${result.data.label}`, tone: 'success' });
    } else {
      const message = getApiErrorMessage(result.error, UPDATE_FAILED);
      if (message) toast({ title: message, tone: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Access Codes"
        description="The codes that open the storefront, who they are for, and how they are used."
        actions={
          canWrite && (
            <Button onClick={() => setEditing({ accessCode: null })}>
              <Plus className="size-4" aria-hidden="true" />
              New access code
            </Button>
          )
        }
      />
      <AccessCodeFilters
        search={view.search}
        isActive={view.is_active}
        onSearch={onSearch}
        onActiveChange={(is_active) => setView({ ...view, is_active, page: 1 })}
      />
      <AccessCodesTable
        codes={failed ? [] : data?.codes}
        loading={isLoading}
        busy={isFetching && !isLoading}
        error={failed}
        actions={{
          revealed,
          onReveal: (code) => void reveal(code),
          onHide: (code) => hide(code.id),
          onAnalytics: setAnalyticsFor,
          onEdit: (code) => {
            // Editing a code hides its revealed text.
            hide(code.id);
            setEditing({ accessCode: code });
          },
          onToggleActive: (code) => void toggleActive(code),
          onDelete: setDeleting,
          canReveal,
          canWrite,
        }}
      />
      <ListPagination
        page={view.page}
        pageSize={view.per_page}
        total={data?.total ?? 0}
        pages={data?.pages}
        onPageChange={(page) => setView({ ...view, page })}
        onPageSizeChange={(per_page) => setView({ ...view, per_page, page: 1 })}
      />
      {analyticsFor && (
        <AccessCodeAnalyticsPanel
          key={analyticsFor.id}
          accessCode={analyticsFor}
          onClose={() => setAnalyticsFor(null)}
        />
      )}
      <AccessCodeFormModal editing={editing} onClose={() => setEditing(null)} />
      <DeleteAccessCodeDialog
        accessCode={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          hide(id);
          if (analyticsFor?.id === id) setAnalyticsFor(null);
        }}
      />
    </div>
  );
}
