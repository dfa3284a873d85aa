// Valid-shaped values from a route's zod contract: the zod schema as JSON Schema (z.toJSONSchema,
// the input side) turned into a fast-check arbitrary. Types, enums, bounds, lengths and patterns
// are honoured; refinements JSON Schema cannot express are not, so the suite keeps the samples
// the zod schema itself accepts (baselineSamples). Ids (`id`, `*_id`, `ids`) are drawn from the
// rows the suite seeds plus one id that names nothing, so a baseline reaches real rows; a few
// fields whose rule is a refinement are drawn by name (FIELD_HINTS), so a baseline can be valid.
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const DAY_MS = 86_400_000;
// Dates near each other and near now, so a range (start ≤ end, at most a few months) is likely.
const nearDates = fc
  .integer({ min: -45, max: 45 })
  .map((days) => new Date(Date.now() + days * DAY_MS));

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 30, Math.max(minLength, 30));
  if (schema.format === 'date-time') return nearDates.map((date) => date.toISOString());
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    return nearDates.map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern);
    return fc
      .stringMatching(pattern)
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? 1e9));
  }
  return fc.string({ minLength, maxLength });
}

function numberBounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : 0.01;
  const min = Math.max(
    schema.minimum ?? -1_000_000,
    schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + step,
  );
  const max = Math.min(
    schema.maximum ?? 1_000_000,
    schema.exclusiveMaximum === undefined ? Infinity : schema.exclusiveMaximum - step,
    1_000_000,
  );
  return { min, max: Math.max(min, max) };
}

const inTwoYears = () => {
  const date = new Date(Date.now() + 2 * 365 * DAY_MS);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCFullYear() % 100)}`;
};

/** Fields whose validity JSON Schema cannot tell (a refinement), drawn valid by name. */
const FIELD_HINTS: Record<string, () => fc.Arbitrary<unknown>> = {
  customer_email: () => fc.emailAddress().filter((email) => email.length <= 254),
  card_number: () => fc.constantFrom('4242 4242 4242 4242', '4000 0000 0000 0002'),
  expiry: () => fc.constant(inTwoYears()),
  // Checkout refuses a code that names no referral code; empty means none.
  referral_code: () => fc.constant(''),
};

const isIdName = (name: string | undefined) =>
  name !== undefined && (name === 'id' || name === 'ids' || name.endsWith('_id'));

/** A valid-shaped value for the schema; `name` is the property (or array) it sits under. */
/** Ids of seeded rows, and one id that names no row. */
export interface IdPool {
  existing: readonly number[];
  missing: number;
}

export function arbitraryFor(
  schema: JsonSchema,
  ids: IdPool,
  name?: string,
): fc.Arbitrary<unknown> {
  const hint =
    name !== undefined && Object.hasOwn(FIELD_HINTS, name) ? FIELD_HINTS[name] : undefined;
  if (hint) return hint();
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => arbitraryFor(variant, ids, name)));

  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer': {
      if (isIdName(name)) {
        return fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...ids.existing) },
          { weight: 1, arbitrary: fc.constant(ids.missing) },
        );
      }
      const { min, max } = numberBounds(schema, true);
      const [low, high] = [Math.ceil(min), Math.floor(max)];
      // Small values as often as any: quantities and counts are small in real requests.
      return fc.oneof(
        fc.integer({ min: low, max: Math.min(high, Math.max(low, 0) + 5) }),
        fc.integer({ min: low, max: high }),
      );
    }
    case 'number': {
      const { min, max } = numberBounds(schema, false);
      return fc
        .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
        .map((cents) => cents / 100);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 3, Math.max(minLength, 3));
      const items = arbitraryFor(schema.items ?? {}, ids, name);
      // Unique items: a contract may refuse repeats (an order lists each product once).
      return fc.uniqueArray(items, {
        minLength,
        maxLength,
        selector: (item) => JSON.stringify(item),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const entries = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [
          key,
          arbitraryFor(property, ids, key),
        ]),
      );
      const requiredKeys = (schema.required ?? []).filter((key) => key in entries);
      return fc.record(entries, { requiredKeys });
    }
    default:
      // Unrepresentable in JSON Schema (a preprocess or transform): a small count, as most are.
      return fc.constantFrom(10, 20);
  }
}

/**
 * Up to `count` values for a slot that its zod schema accepts, from a fixed seed; when none is
 * accepted (a refinement the generator cannot meet), valid-shaped values all the same.
 */
export function baselineSamples(
  arbitrary: fc.Arbitrary<unknown>,
  accepts: (value: unknown) => boolean,
  seed: number,
  count = 6,
): unknown[] {
  const samples = fc.sample(arbitrary, { seed, numRuns: 80 });
  const accepted = samples.filter(accepts);
  return (accepted.length > 0 ? accepted : samples).slice(0, count);
}
