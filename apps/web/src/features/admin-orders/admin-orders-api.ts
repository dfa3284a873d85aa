// The admin's order calls: the filtered list, one order with its history,
// status moves (PUT …/status; the server answers 409 with the state machine's refusal) and the
// deletion of a cancelled, unpaid order, the ID check at hand-off and a payment taken in person
// (the order refetches to show them). A move or deletion also marks the dashboard stale.
import {
  adminOrderDeleteResponseSchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  idCheckResponseSchema,
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type IdCheckRequest,
  type IdCheckResponse,
  type InPersonPaymentRequest,
  type OrderStatus,
} from '@canopy/contracts';
import { api } from '../../lib/api';
import type { OrderListView } from './order-list-url';

const LIST = 'LIST';

export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderListResponse, OrderListView>({
      query: (view) => ({
        url: '/admin/orders',
        params: {
          page: view.page,
          size: view.size,
          status: view.status ?? undefined,
          payment_status: view.payment_status ?? undefined,
          method: view.method ?? undefined,
          slot_date: view.slot_date ?? undefined,
          search: view.search.trim() || undefined,
          date_from: view.date_from ?? undefined,
          date_to: view.date_to ?? undefined,
        },
      }),
      responseSchema: adminOrderListResponseSchema,
      providesTags: (result) => [
        { type: 'AdminOrder', id: LIST },
        ...(result?.items ?? []).map(({ id }) => ({ type: 'AdminOrder' as const, id })),
      ],
    }),
    getAdminOrder: build.query<AdminOrderDetail, number>({
      query: (id) => `/admin/orders/${id}`,
      rawResponseSchema: adminOrderResponseSchema,
      transformResponse: ({ order }: { order: AdminOrderDetail }) => order,
      providesTags: (_result, _error, id) => [{ type: 'AdminOrder', id }],
    }),
    updateAdminOrderStatus: build.mutation<AdminOrderDetail, { id: number; status: OrderStatus }>({
      query: ({ id, status }) => ({
        url: `/admin/orders/${id}/status`,
        method: 'PUT',
        body: { status },
      }),
      rawResponseSchema: adminOrderResponseSchema,
      transformResponse: ({ order }: { order: AdminOrderDetail }) => order,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data: order } = await queryFulfilled.catch(() => ({ data: null }));
        // The open order page shows the new status at once, before its refetch answers.
        if (order) dispatch(adminOrdersApi.util.updateQueryData('getAdminOrder', id, () => order));
      },
      // Refused or not, the order may have moved meanwhile: everything showing it refetches.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminOrder', id }, 'Dashboard'],
    }),
    recordIdCheck: build.mutation<IdCheckResponse, { id: number; body: IdCheckRequest }>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/id-check`, method: 'POST', body }),
      responseSchema: idCheckResponseSchema,
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'AdminOrder', id }] : []),
    }),
    recordInPersonPayment: build.mutation<
      { order: AdminOrderDetail },
      { id: number; body: InPersonPaymentRequest }
    >({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/payments`, method: 'POST', body }),
      responseSchema: adminOrderResponseSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminOrder', id }, 'Dashboard'],
    }),
    deleteAdminOrder: build.mutation<{ deleted: true }, number>({
      query: (id) => ({ url: `/admin/orders/${id}`, method: 'DELETE' }),
      responseSchema: adminOrderDeleteResponseSchema,
      // Not the order's own tag: its page is left at once, and a refetch would only find a 404.
      invalidatesTags: (result) => (result ? [{ type: 'AdminOrder', id: LIST }, 'Dashboard'] : []),
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useUpdateAdminOrderStatusMutation,
  useDeleteAdminOrderMutation,
  useRecordIdCheckMutation,
  useRecordInPersonPaymentMutation,
} = adminOrdersApi;

/**
 * An order changed elsewhere (the admin live socket): the lists refetch, and so does that
 * order's page if it is open.
 */
export const adminOrderChanged = (id: number) =>
  adminOrdersApi.util.invalidateTags([
    { type: 'AdminOrder', id: LIST },
    { type: 'AdminOrder', id },
  ]);
