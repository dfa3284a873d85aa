// The pickup or delivery time: the days a slot may be chosen on, then that day's slots with the
// places left, kept live by the storefront socket. Delivery asks its slots for the shopper's
// postal code; a code outside every zone is reported to the form (shown beside the field).
import type { SlotMethod } from '@canopy/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState } from 'react';
import { storeDay } from '@canopy/contracts';
import { getApiErrorMessage, serverErrorCode } from '../../../lib/api/api-error';
import { SLOT_TIME_TERMS } from '../../../lib/slot-times';
import { useGetFulfilmentDaysQuery, useGetFulfilmentSlotsQuery } from '../fulfilment-slots-api';
import { SlotDayTabs } from './slot-day-tabs';
import { SlotOptions } from './slot-options';

export const SLOTS_FAILED = 'The times could not be loaded. Please try again.';

interface SlotPickerProps {
  method: SlotMethod;
  /** Delivery: the postal code typed so far (null until it looks like one). */
  postalCode?: string | null;
  value: string | null;
  onChange: (start: string | null) => void;
  error?: string | null | undefined;
  /** Delivery: the server's refusal of the postal code (out of every zone), or null. */
  onPostalCodeError?: (message: string | null) => void;
}

const noteClass = 'text-sm text-zinc-600 dark:text-zinc-400';

function errorStatus(error: unknown): number | null {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

export function SlotPicker({
  method,
  postalCode = null,
  value,
  onChange,
  error,
  onPostalCodeError,
}: SlotPickerProps) {
  const id = useId();
  const days = useGetFulfilmentDaysQuery(method);
  const timeZone = days.data?.timezone ?? 'UTC';
  const chosenDay = value ? storeDay(new Date(value), timeZone) : null;
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day ?? chosenDay ?? days.data?.days[0] ?? null;
  const needsPostalCode = method === 'delivery' && !postalCode;
  const slots = useGetFulfilmentSlotsQuery(
    shownDay && !needsPostalCode
      ? {
          method,
          date: shownDay,
          ...(method === 'delivery' && postalCode ? { postal_code: postalCode } : {}),
        }
      : skipToken,
  );
  const outOfZone =
    serverErrorCode(slots.error && 'data' in slots.error ? slots.error.data : null) ===
    'out_of_zone';
  const zoneMessage = outOfZone ? getApiErrorMessage(slots.error, SLOTS_FAILED) : null;

  useEffect(() => {
    if (method === 'delivery') onPostalCodeError?.(zoneMessage);
  }, [method, zoneMessage, onPostalCodeError]);

  const legend = SLOT_TIME_TERMS[method];
  const errorId = `${id}-error`;

  let body;
  if (needsPostalCode)
    body = (
      <p className={noteClass}>Enter your ZIP / postal code above to see the delivery times.</p>
    );
  else if (outOfZone)
    body = (
      <p className={noteClass}>
        Delivery times show once the ZIP / postal code is in our delivery area.
      </p>
    );
  else if (days.isError || (slots.isError && errorStatus(slots.error) !== 422))
    body = <p className={noteClass}>{SLOTS_FAILED}</p>;
  // currentData, not data: while another day's slots load, the last day's must not stand
  // under the newly pressed day (they could be chosen for it).
  else if (!days.data || !slots.currentData)
    body = (
      <p role="status" className={noteClass}>
        Loading times…
      </p>
    );
  else if (slots.currentData.slots.length === 0)
    body = <p className={noteClass}>No times left on this day. Choose another day.</p>;
  else
    body = (
      <SlotOptions
        name={`${id}-slot`}
        slots={slots.currentData.slots}
        timeZone={timeZone}
        value={value}
        onChange={onChange}
        describedBy={error ? errorId : undefined}
      />
    );

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-3 text-sm font-semibold text-zinc-900 dark:text-white">{legend}</legend>
      {days.data && days.data.days.length === 0 && (
        <p className={noteClass}>There are no {method} times in the coming days.</p>
      )}
      {days.data && shownDay && days.data.days.length > 0 && (
        <SlotDayTabs days={days.data.days} timeZone={timeZone} value={shownDay} onChange={setDay} />
      )}
      {body}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
