// The delivery zones on the Fulfilment screen: a table of the zones (name, postal codes, fee,
// minimum, free over, active) with create, edit and delete.
import { formatUsd, type DeliveryZone } from '@canopy/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { getApiErrorMessage } from '../../../lib/api';
import { useDeleteDeliveryZoneMutation, useGetDeliveryZonesQuery } from '../fulfilment-api';
import { DeliveryZoneDialog } from './delivery-zone-dialog';

export const FETCH_ZONES_FAILED = 'Failed to fetch delivery zones';
const DELETE_ZONE_FAILED = 'Failed to delete the delivery zone';

type Editing = { zone: DeliveryZone | null } | null;

export function DeliveryZonesSection() {
  const zones = useGetDeliveryZonesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DeliveryZone | null>(null);
  const [remove, removal] = useDeleteDeliveryZoneMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    if (!('error' in result)) setDeleting(null);
  };

  return (
    <section
      aria-labelledby="delivery-zones-title"
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="delivery-zones-title"
          className="text-base font-semibold text-zinc-900 dark:text-white"
        >
          Delivery zones
        </h2>
        <Button type="button" size="sm" onClick={() => setEditing({ zone: null })}>
          <Plus className="size-4" aria-hidden="true" />
          New zone
        </Button>
      </div>
      {zones.isLoading && <PageLoading label="Loading delivery zones…" />}
      {zones.isError && (
        <ErrorAlert>{getApiErrorMessage(zones.error, FETCH_ZONES_FAILED)}</ErrorAlert>
      )}
      {zones.data && zones.data.length === 0 && (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">No delivery zones yet.</p>
      )}
      {zones.data && zones.data.length > 0 && (
        // Positioned, so the header's sr-only label (absolutely placed) scrolls with the table
        // instead of widening the whole page on a phone.
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-xs text-zinc-500 uppercase dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Zone
                </th>
                <th scope="col" className="py-2 pr-3">
                  Postal codes
                </th>
                <th scope="col" className="py-2 pr-3">
                  Fee
                </th>
                <th scope="col" className="py-2 pr-3">
                  Minimum
                </th>
                <th scope="col" className="py-2 pr-3">
                  Free over
                </th>
                <th scope="col" className="py-2 pr-3">
                  Status
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200 text-zinc-800 dark:divide-zinc-800 dark:text-zinc-200">
              {zones.data.map((zone) => (
                <tr key={zone.id}>
                  <td className="py-2 pr-3 font-medium">{zone.name}</td>
                  <td
                    className="max-w-xs truncate py-2 pr-3 font-mono"
                    title={zone.postal_codes.join(', ')}
                  >
                    {zone.postal_codes.join(', ')}
                  </td>
                  <td className="py-2 pr-3">{formatUsd(zone.fee)}</td>
                  <td className="py-2 pr-3">{formatUsd(zone.minimum_subtotal)}</td>
                  <td className="py-2 pr-3">
                    {zone.free_over === null ? 'Never' : formatUsd(zone.free_over)}
                  </td>
                  <td className="py-2 pr-3">{zone.is_active ? 'Active' : 'Inactive'}</td>
                  <td className="py-2 whitespace-nowrap">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${zone.name}`}
                      onClick={() => setEditing({ zone })}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${zone.name}`}
                      onClick={() => setDeleting(zone)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <DeliveryZoneDialog
          key={editing.zone?.id ?? 'new'}
          zone={editing.zone}
          open
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'zone'}?`}
        busy={removal.isLoading}
        error={removal.isError ? getApiErrorMessage(removal.error, DELETE_ZONE_FAILED) : null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          removal.reset();
          setDeleting(null);
        }}
      >
        <p>Its postal codes will no longer get local delivery.</p>
      </ConfirmDialog>
    </section>
  );
}
