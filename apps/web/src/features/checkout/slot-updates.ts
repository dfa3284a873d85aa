// Applies a live `slot_update` to the checkout's cached slots: the slot's places left (and so its
// booked count) in every cached answer of that method holding it, so a slot another shopper fills
// greys out in the open picker without a refetch. Slots are matched by instant, not by text.
import { slotKey, type SlotUpdate } from '@canopy/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { api } from '../../lib/api';
import { fulfilmentSlotsApi } from './fulfilment-slots-api';

type ApiState = { [K in typeof api.reducerPath]: ReturnType<typeof api.reducer> };

export function slotUpdateReceived(
  update: SlotUpdate,
): ThunkAction<void, ApiState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const key = slotKey(update.start);
    const cached = fulfilmentSlotsApi.util.selectCachedArgsForQuery(
      getState(),
      'getFulfilmentSlots',
    );
    for (const query of cached) {
      if (query.method !== update.method) continue;
      dispatch(
        fulfilmentSlotsApi.util.updateQueryData('getFulfilmentSlots', query, (answer) => {
          const slot = answer.slots.find((candidate) => slotKey(candidate.start) === key);
          if (!slot) return;
          slot.available = Math.max(0, update.available);
          slot.booked = Math.max(0, slot.capacity - slot.available);
        }),
      );
    }
  };
}
