// The pack choice and, for custom limits, their window and buckets; checked with the contract's
// limitSettingsUpdateSchema before it is sent, each message (the check's or the server's 422)
// beside its field. Without system.configure the choice is shown but cannot change. Below: the
// chosen pack's details and the sample-cart preview of it.
import type { ComplianceLimitsResponse } from '@canopy/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useCan } from '../../../app/staff-permissions';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useToast } from '../../../components/ui/use-toast';
import { useUpdateLimitSettingsMutation } from '../compliance-api';
import { checkDraft, draftOf, packOf, refusalOf, type DraftErrors } from '../limits-draft';
import { CustomLimitsFields } from './custom-limits-fields';
import { LimitPreview } from './limit-preview';
import { PackChoice } from './pack-choice';
import { PackDetails } from './pack-details';
import { sectionClass } from './section-class';

export const SAVE_LIMITS_FAILED = 'Failed to update the purchase limits';

export function LimitSettingsForm({ settings }: { settings: ComplianceLimitsResponse }) {
  const canEdit = useCan('system.configure');
  const [draft, setDraft] = useState(() => draftOf(settings.active));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [save, saving] = useUpdateLimitSettingsMutation();
  const toast = useToast();
  const pack = packOf(draft, settings.active);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage('Please check the limits marked above.');
      return;
    }
    setErrors({});
    const result = await save(checked.update);
    if (result.data) {
      toast({ title: `Purchase limits: ${result.data.active.name}`, tone: 'success' });
      return;
    }
    const refusal = refusalOf(result.error, SAVE_LIMITS_FAILED);
    setErrors(refusal.errors);
    setMessage(refusal.message ?? 'Please check the limits marked above.');
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <section aria-labelledby="limit-pack-title" className={sectionClass}>
          <h2 id="limit-pack-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
            Rule pack
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            In force: <strong className="font-semibold">{settings.active.name}</strong> (version{' '}
            {settings.active.version}).
            {!canEdit && ' Changing it needs the System configure permission.'}
          </p>
          <PackChoice
            packs={settings.packs}
            value={draft.pack}
            disabled={!canEdit}
            error={errors.pack}
            onChange={(key) => setDraft({ ...draft, pack: key })}
          />
        </section>
        {draft.pack === 'custom' && (
          <CustomLimitsFields
            draft={draft}
            errors={errors}
            disabled={!canEdit}
            onChange={setDraft}
          />
        )}
        {pack && <PackDetails pack={pack} />}
        {message && <ErrorAlert>{message}</ErrorAlert>}
        {canEdit && (
          <div className="flex justify-end">
            <Button type="submit" disabled={saving.isLoading}>
              {saving.isLoading && (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              )}
              Save purchase limits
            </Button>
          </div>
        )}
      </form>
      <LimitPreview pack={pack} />
    </>
  );
}
