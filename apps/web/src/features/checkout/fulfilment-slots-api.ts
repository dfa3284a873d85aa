// The checkout's slot calls (behind the access code): the store dates a pickup or delivery slot
// may be chosen on, and one date's slots with the places left. Live `slot_update` messages patch
// the cached answers (slot-updates.ts), so a slot another shopper fills greys out in place.
import {
  fulfilmentDaysSchema,
  fulfilmentSlotsSchema,
  type FulfilmentDays,
  type FulfilmentSlots,
  type FulfilmentSlotsQuery,
  type SlotMethod,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export const fulfilmentSlotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFulfilmentDays: build.query<FulfilmentDays, SlotMethod>({
      query: (method) => ({ url: '/fulfilment/days', params: { method } }),
      responseSchema: fulfilmentDaysSchema,
    }),
    getFulfilmentSlots: build.query<FulfilmentSlots, FulfilmentSlotsQuery>({
      query: ({ method, date, postal_code }) => ({
        url: '/fulfilment/slots',
        params: { method, date, ...(postal_code ? { postal_code } : {}) },
      }),
      responseSchema: fulfilmentSlotsSchema,
      providesTags: ['FulfilmentSlots'],
      // Places change while the shopper looks: a returning picker asks again.
      keepUnusedDataFor: 10,
    }),
  }),
});

export const { useGetFulfilmentDaysQuery, useGetFulfilmentSlotsQuery } = fulfilmentSlotsApi;
