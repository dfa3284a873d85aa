// Creating or editing a delivery zone: its name, postal codes (a textarea, comma or newline
// separated), fee, minimum subtotal, free-delivery amount (blank: never free) and whether it is
// active. Checked with the contract's schema; a 422's messages and a 409 (a postal code another
// active zone holds) sit beside their fields.
import {
  deliveryZoneCreateSchema,
  type DeliveryZone,
  type DeliveryZoneCreate,
} from '@canopy/contracts';
import { LoaderCircle } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { Switch } from '../../../components/ui/switch';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import { useCreateDeliveryZoneMutation, useUpdateDeliveryZoneMutation } from '../fulfilment-api';
import { fieldErrorsOf, hasErrorWithin, refusalMessages, type FieldErrors } from '../field-errors';

export const SAVE_ZONE_FAILED = 'Failed to save the delivery zone';

interface ZoneDraft {
  name: string;
  postal_codes: string;
  fee: string;
  minimum_subtotal: string;
  free_over: string;
  is_active: boolean;
}

function draftOf(zone: DeliveryZone | null): ZoneDraft {
  return {
    name: zone?.name ?? '',
    postal_codes: zone?.postal_codes.join(', ') ?? '',
    fee: zone ? String(zone.fee) : '',
    minimum_subtotal: zone ? String(zone.minimum_subtotal) : '0',
    free_over: zone?.free_over == null ? '' : String(zone.free_over),
    is_active: zone?.is_active ?? true,
  };
}

const numberFrom = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The body the draft stands for: codes split on commas and new lines, blanks dropped. */
export function zoneBody(draft: ZoneDraft): DeliveryZoneCreate {
  return {
    name: draft.name,
    postal_codes: draft.postal_codes
      .split(/[,\n]/)
      .map((code) => code.trim())
      .filter((code) => code !== ''),
    fee: numberFrom(draft.fee),
    minimum_subtotal: numberFrom(draft.minimum_subtotal),
    free_over: draft.free_over.trim() === '' ? null : numberFrom(draft.free_over),
    is_active: draft.is_active,
  };
}

export function DeliveryZoneDialog({
  zone,
  open,
  onClose,
}: {
  /** The zone to edit; null: a new zone. */
  zone: DeliveryZone | null;
  open: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const codesId = useId();
  const [draft, setDraft] = useState<ZoneDraft>(() => draftOf(zone));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [create, creating] = useCreateDeliveryZoneMutation();
  const [update, updating] = useUpdateDeliveryZoneMutation();
  const toast = useToast();
  const busy = creating.isLoading || updating.isLoading;

  const set = (key: keyof ZoneDraft, value: string | boolean) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setMessage(null);
    const body = zoneBody(draft);
    const checked = deliveryZoneCreateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    const result = zone ? await update({ id: zone.id, body }) : await create(body);
    if (result.data) {
      toast({ title: zone ? 'Delivery zone saved' : 'Delivery zone created', tone: 'success' });
      onClose();
      return;
    }
    const refusal = refusalMessages(result.error, SAVE_ZONE_FAILED, 'postal_codes');
    setErrors(refusal.fields);
    setMessage(refusal.message);
  };

  const codesError = hasErrorWithin(errors, 'postal_codes')
    ? (errors.postal_codes ??
      Object.entries(errors).find(([key]) => key.startsWith('postal_codes.'))?.[1])
    : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={zone ? `Edit ${zone.name}` : 'New delivery zone'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
            {zone ? 'Save zone' : 'Create zone'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-4"
      >
        {message && <ErrorAlert>{message}</ErrorAlert>}
        <TextInput
          label="Zone name"
          value={draft.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={codesId} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
            Postal codes
          </label>
          <textarea
            id={codesId}
            rows={4}
            value={draft.postal_codes}
            aria-invalid={codesError ? true : undefined}
            aria-describedby={`${codesId}-helper${codesError ? ` ${codesId}-error` : ''}`}
            onChange={(event) => set('postal_codes', event.target.value)}
            className="w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 font-mono text-sm text-zinc-900 shadow-sm outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white"
          />
          <p id={`${codesId}-helper`} className="text-sm text-zinc-500 dark:text-zinc-400">
            Separated by commas or new lines. A code belongs to at most one active zone.
          </p>
          {codesError && (
            <p id={`${codesId}-error`} className="text-sm text-red-700 dark:text-red-400">
              {codesError}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput
            label="Delivery fee ($)"
            type="number"
            inputMode="decimal"
            step="0.01"
            value={draft.fee}
            error={errors.fee}
            onChange={(event) => set('fee', event.target.value)}
          />
          <TextInput
            label="Minimum subtotal ($)"
            type="number"
            inputMode="decimal"
            step="0.01"
            value={draft.minimum_subtotal}
            error={errors.minimum_subtotal}
            onChange={(event) => set('minimum_subtotal', event.target.value)}
          />
          <TextInput
            label="Free over ($)"
            helperText="Blank: never free."
            type="number"
            inputMode="decimal"
            step="0.01"
            value={draft.free_over}
            error={errors.free_over}
            onChange={(event) => set('free_over', event.target.value)}
          />
        </div>
        <Switch
          label="Active"
          checked={draft.is_active}
          onCheckedChange={(on) => set('is_active', on)}
        />
      </form>
    </Modal>
  );
}
