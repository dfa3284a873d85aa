// The Compliance form's values as its fields hold them (numbers as typed text), how they become
// the body of PUT /admin/compliance/limits (limitSettingsUpdateSchema checks it, so every rule and
// message is the contract's), the pack a draft stands for (for its details and the preview), and
// the messages of a check or of the server's 422 keyed by their dotted path inside the body
// (`buckets.0.counts.flower.factor`).
import {
  customLimitPack,
  limitPackSchema,
  limitSettingsUpdateSchema,
  SHIPPED_LIMIT_PACKS,
  type LimitBucket,
  type LimitClass,
  type LimitPack,
  type LimitPackKey,
  type LimitPer,
  type LimitSettingsUpdate,
  type LimitUnit,
  type LimitWindow,
} from '@canopy/contracts';
import { isErrorBody, getApiErrorMessage, type ApiCallError } from '../../lib/api/api-error';

export interface CountDraft {
  per: LimitPer;
  factor: string;
}

export interface BucketDraft {
  key: string;
  label: string;
  limit: string;
  unit: LimitUnit;
  counts: Partial<Record<LimitClass, CountDraft>>;
}

export interface LimitsDraft {
  pack: LimitPackKey;
  /** The custom pack's window and buckets, kept while another pack is chosen. */
  window: LimitWindow;
  buckets: BucketDraft[];
}

export type DraftErrors = Record<string, string>;

export const BLANK_BUCKET: BucketDraft = {
  key: '',
  label: '',
  limit: '',
  unit: 'g',
  counts: {},
};

function bucketDraft(bucket: LimitBucket): BucketDraft {
  const counts: BucketDraft['counts'] = {};
  for (const [limitClass, count] of Object.entries(bucket.counts) as Array<
    [LimitClass, LimitBucket['counts'][LimitClass]]
  >) {
    if (count) counts[limitClass] = { per: count.per, factor: String(count.factor) };
  }
  return { ...bucket, limit: String(bucket.limit), counts };
}

/** The draft of the active pack; custom limits start from its buckets (or one blank limit). */
export function draftOf(active: LimitPack): LimitsDraft {
  const buckets = active.buckets.map(bucketDraft);
  return {
    pack: active.key as LimitPackKey,
    window: active.window,
    buckets: buckets.length > 0 ? buckets : [BLANK_BUCKET],
  };
}

const numberFrom = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The draft as the write's body: a shipped pack by key, or custom with its window and buckets. */
export function updateOf(draft: LimitsDraft): LimitSettingsUpdate {
  if (draft.pack !== 'custom') return { pack: draft.pack };
  return {
    pack: 'custom',
    window: draft.window,
    buckets: draft.buckets.map((bucket) => ({
      key: bucket.key.trim(),
      label: bucket.label,
      limit: numberFrom(bucket.limit),
      unit: bucket.unit,
      counts: Object.fromEntries(
        Object.entries(bucket.counts).map(([limitClass, count]) => [
          limitClass,
          { per: count.per, factor: numberFrom(count.factor) },
        ]),
      ),
    })),
  };
}

/** `['buckets', 0, 'limit']` → `buckets.0.limit`; the first message per field. */
function errorsOf(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>) {
  const errors: DraftErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

export type DraftCheck =
  { ok: true; update: LimitSettingsUpdate } | { ok: false; errors: DraftErrors };

export function checkDraft(draft: LimitsDraft): DraftCheck {
  const parsed = limitSettingsUpdateSchema.safeParse(updateOf(draft));
  return parsed.success
    ? { ok: true, update: parsed.data }
    : { ok: false, errors: errorsOf(parsed.error.issues) };
}

/** The pack the draft stands for: a shipped one, or the custom limits when they are valid. */
export function packOf(draft: LimitsDraft, active: LimitPack): LimitPack | null {
  if (draft.pack !== 'custom') return SHIPPED_LIMIT_PACKS[draft.pack];
  const checked = checkDraft(draft);
  if (!checked.ok || !checked.update.window || !checked.update.buckets) return null;
  const pack = customLimitPack({
    window: checked.update.window,
    buckets: checked.update.buckets,
    version: active.key === 'custom' ? active.version : 1,
    effective_from: active.effective_from,
  });
  return limitPackSchema.safeParse(pack).success ? pack : null;
}

/** A refused save: 422 issues beside their fields, anything else one message above the form. */
export function refusalOf(
  error: ApiCallError,
  fallback: string,
): { errors: DraftErrors; message: string | null } {
  const body: unknown = error && 'status' in error ? error.data : undefined;
  if (isErrorBody(body) && Array.isArray(body.detail)) {
    const inBody = body.detail.filter((issue) => issue.loc[0] === 'body' && issue.loc.length > 1);
    const rest = body.detail.filter((issue) => !inBody.includes(issue));
    return {
      errors: errorsOf(inBody.map((issue) => ({ path: issue.loc.slice(1), message: issue.msg }))),
      message: rest.length > 0 ? rest.map((issue) => issue.msg).join('; ') : null,
    };
  }
  return { errors: {}, message: getApiErrorMessage(error, fallback) };
}
