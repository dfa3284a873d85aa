// Every id a request contract takes fits the database's integer ids (PostgreSQL int4, at most
// 2 147 483 647), so an id beyond them is a 422 at the door instead of reaching PostgreSQL, which
// answers "integer out of range" (a 500). Found by the contract fuzz suite: category_id and
// parent_id were bounded only by Number.MAX_SAFE_INTEGER. Checked over every exported request
// schema (by name), so a new contract with an unbounded id fails here.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

const MAX_DATABASE_ID = 2_147_483_647;
const REQUEST_SCHEMA = /(Request|Write|Create|Update|Change|Query|Params|Edit)Schema$/;
// Named like a request, but sent by the server (a websocket frame): never an input.
const NOT_REQUESTS = new Set(['stockUpdateSchema']);

interface JsonSchema {
  type?: string;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

const isIdName = (name: string) => name === 'id' || name === 'ids' || name.endsWith('_id');

/** `path: maximum` of every integer id in the schema that can exceed the database's ids. */
function unboundedIds(schema: JsonSchema, path: string, idName: boolean): string[] {
  const found: string[] = [];
  if (idName && schema.type === 'integer' && (schema.maximum ?? Infinity) > MAX_DATABASE_ID) {
    found.push(`${path}: ${String(schema.maximum)}`);
  }
  for (const variant of schema.anyOf ?? []) found.push(...unboundedIds(variant, path, idName));
  if (schema.items) found.push(...unboundedIds(schema.items, `${path}[]`, idName));
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    found.push(...unboundedIds(property, `${path}.${key}`, isIdName(key)));
  }
  return found;
}

const requestSchemas: Array<[string, z.ZodType]> = Object.entries(contracts).flatMap(
  ([name, value]): Array<[string, z.ZodType]> =>
    REQUEST_SCHEMA.test(name) && !NOT_REQUESTS.has(name) && value instanceof z.ZodType
      ? [[name, value]]
      : [],
);

describe('ids in request contracts', () => {
  it('are found (the check below has something to check)', () => {
    const names = requestSchemas.map(([name]) => name);
    expect(names).toContain('adminCategoryWriteSchema');
    expect(names).toContain('productListQuerySchema');
  });

  it('never exceed the largest id the database holds', () => {
    const unbounded = requestSchemas.flatMap(([name, schema]) =>
      unboundedIds(
        z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
        name,
        false,
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuse a category id one past the largest, in bodies and query strings', () => {
    const tooBig = MAX_DATABASE_ID + 1;
    expect(
      contracts.adminCategoryWriteSchema.safeParse({ name: 'A', parent_id: tooBig }).success,
    ).toBe(false);
    expect(
      contracts.adminProductWriteSchema.safeParse({
        name: 'A',
        sku: 'A-1',
        price: 1,
        stock: 1,
        category_id: tooBig,
      }).success,
    ).toBe(false);
    expect(
      contracts.productListQuerySchema.safeParse({ category_id: String(tooBig) }).success,
    ).toBe(false);
    expect(
      contracts.adminProductListQuerySchema.safeParse({ category_id: String(tooBig) }).success,
    ).toBe(false);
    expect(
      contracts.adminCategoryWriteSchema.safeParse({ name: 'A', parent_id: MAX_DATABASE_ID })
        .success,
    ).toBe(true);
  });
});
