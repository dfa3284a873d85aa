// Reads a body the way Stripe's API does: `application/x-www-form-urlencoded` with bracketed keys
// for nesting (`metadata[order_id]=7`, `expand[0]=latest_charge`, `expand[]=…`), which is how the
// official SDK encodes every request. Used by the local Stripe API server (stripe-api-server.ts).

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const KEY_PATTERN = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

function segmentsOf(key: string): string[] {
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1]) return [key];
  const nested = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1], ...nested];
}

function isIndex(segment: string): boolean {
  return segment === '' || /^\d+$/.test(segment);
}

function place(container: FormObject | FormValue[], segment: string, value: FormValue): void {
  if (Array.isArray(container)) {
    if (segment === '') container.push(value);
    else container[Number(segment)] = value;
  } else {
    container[segment] = value;
  }
}

function childOf(container: FormObject | FormValue[], segment: string): FormValue | undefined {
  if (Array.isArray(container)) return segment === '' ? undefined : container[Number(segment)];
  return container[segment];
}

function assign(target: FormObject, segments: readonly string[], value: string): void {
  let container: FormObject | FormValue[] = target;
  segments.forEach((segment, position) => {
    const next = segments[position + 1];
    if (next === undefined) {
      place(container, segment, value);
      return;
    }
    const existing = childOf(container, segment);
    if (typeof existing === 'object') {
      container = existing;
      return;
    }
    const created: FormObject | FormValue[] = isIndex(next) ? [] : {};
    place(container, segment, created);
    container = created;
  });
}

export function parseStripeForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) assign(result, segmentsOf(key), value);
  return result;
}

/** A top-level text parameter, or undefined when absent or nested. */
export function textParam(form: FormObject, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
}

/** A nested object parameter of text values (metadata), or an empty one. */
export function textRecordParam(form: FormObject, name: string): Record<string, string> {
  const value = form[name];
  if (typeof value !== 'object' || Array.isArray(value)) return {};
  const record: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') record[key] = entry;
  }
  return record;
}
