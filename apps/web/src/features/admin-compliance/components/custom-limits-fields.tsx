// The owner's own limits (pack `custom`): the window and up to ten limits, each edited by
// BucketFields; messages sit beside the field they name.
import { LIMIT_WINDOWS, MAX_LIMIT_BUCKETS, type LimitWindow } from '@canopy/contracts';
import { Plus } from 'lucide-react';
import { LIMIT_WINDOW_LABELS } from '../../../components/purchase-limits/limit-labels';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import {
  BLANK_BUCKET,
  type BucketDraft,
  type DraftErrors,
  type LimitsDraft,
} from '../limits-draft';
import { BucketFields } from './bucket-fields';
import { sectionClass } from './section-class';

interface CustomLimitsFieldsProps {
  draft: LimitsDraft;
  errors: DraftErrors;
  disabled: boolean;
  onChange: (draft: LimitsDraft) => void;
}

export function CustomLimitsFields({ draft, errors, disabled, onChange }: CustomLimitsFieldsProps) {
  const setBucket = (index: number, bucket: BucketDraft) =>
    onChange({ ...draft, buckets: draft.buckets.map((b, at) => (at === index ? bucket : b)) });
  return (
    <section aria-labelledby="custom-limits-title" className={sectionClass}>
      <h2 id="custom-limits-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
        Custom limits
      </h2>
      <SelectField
        label="Window"
        className="sm:max-w-md"
        value={draft.window}
        disabled={disabled}
        error={errors.window}
        options={LIMIT_WINDOWS.map((window) => ({
          value: window,
          label: LIMIT_WINDOW_LABELS[window],
        }))}
        onChange={(event) => onChange({ ...draft, window: event.target.value as LimitWindow })}
      />
      {errors.buckets && <p className="text-sm text-red-700 dark:text-red-400">{errors.buckets}</p>}
      {draft.buckets.map((bucket, index) => (
        <BucketFields
          // Limits have no id of their own; their position is what the messages name.
          key={index}
          index={index}
          bucket={bucket}
          errors={errors}
          disabled={disabled}
          onChange={(next) => setBucket(index, next)}
          onRemove={() =>
            onChange({ ...draft, buckets: draft.buckets.filter((_, at) => at !== index) })
          }
        />
      ))}
      {!disabled && draft.buckets.length < MAX_LIMIT_BUCKETS && (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          onClick={() => onChange({ ...draft, buckets: [...draft.buckets, BLANK_BUCKET] })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add a limit
        </Button>
      )}
    </section>
  );
}
