// The Fulfilment screen's calls: the fulfilment settings travel with System Config
// (GET|PUT /admin/system/config, system.configure; the same cache tag as that screen), and the
// delivery zones have their own endpoints (GET for orders.read, writes for system.configure); the
// day's pick list reads the admin order list by slot day.
import {
  adminOrderListResponseSchema,
  type AdminOrderListResponse,
  systemConfigSchema,
  type SystemConfig,
  type SystemConfigUpdate,
  deliveryZoneListSchema,
  deliveryZoneSchema,
  type DeliveryZone,
  type DeliveryZoneCreate,
  type DeliveryZoneUpdate,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export const fulfilmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFulfilmentSettings: build.query<SystemConfig, void>({
      query: () => '/admin/system/config',
      responseSchema: systemConfigSchema,
      providesTags: ['SystemConfig'],
    }),
    updateFulfilmentSettings: build.mutation<SystemConfig, SystemConfigUpdate>({
      query: (body) => ({ url: '/admin/system/config', method: 'PUT', body }),
      responseSchema: systemConfigSchema,
      // Only a saved change refreshes: a refetch after a refusal would re-create the form and
      // wipe the messages beside its fields.
      invalidatesTags: (saved) => (saved ? ['SystemConfig', 'PaymentsConfig'] : []),
    }),
    getDeliveryZones: build.query<DeliveryZone[], void>({
      query: () => '/admin/delivery-zones',
      rawResponseSchema: deliveryZoneListSchema,
      transformResponse: (list: { items: DeliveryZone[] }) => list.items,
      providesTags: ['DeliveryZone'],
    }),
    createDeliveryZone: build.mutation<DeliveryZone, DeliveryZoneCreate>({
      query: (body) => ({ url: '/admin/delivery-zones', method: 'POST', body }),
      responseSchema: deliveryZoneSchema,
      invalidatesTags: (saved) => (saved ? ['DeliveryZone'] : []),
    }),
    updateDeliveryZone: build.mutation<DeliveryZone, { id: number; body: DeliveryZoneUpdate }>({
      query: ({ id, body }) => ({
        url: `/admin/delivery-zones/${String(id)}`,
        method: 'PUT',
        body,
      }),
      responseSchema: deliveryZoneSchema,
      invalidatesTags: (saved) => (saved ? ['DeliveryZone'] : []),
    }),
    /** The day's pickup and delivery orders (a store day), for the pick list: up to 100. */
    getSlotDayOrders: build.query<AdminOrderListResponse, string>({
      query: (day) => ({ url: '/admin/orders', params: { slot_date: day, size: 100 } }),
      responseSchema: adminOrderListResponseSchema,
      providesTags: [{ type: 'AdminOrder', id: 'LIST' }],
    }),
    deleteDeliveryZone: build.mutation<null, number>({
      query: (id) => ({ url: `/admin/delivery-zones/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: ['DeliveryZone'],
    }),
  }),
});

export const {
  useGetFulfilmentSettingsQuery,
  useUpdateFulfilmentSettingsMutation,
  useGetDeliveryZonesQuery,
  useCreateDeliveryZoneMutation,
  useUpdateDeliveryZoneMutation,
  useDeleteDeliveryZoneMutation,
  useGetSlotDayOrdersQuery,
} = fulfilmentApi;
