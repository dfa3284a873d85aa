// A route's answers written by fast-json-stringify (Fastify's own serialiser) from the JSON Schema
// of the route's zod response schema, instead of zod encoding each answer before JSON.stringify
// (docs/decisions/0042-catalogue-reads-serialised-from-their-schemas.md). It writes the schema's
// properties only, as zod's encoding does, but does not check the values on the way out: for the
// storefront's hottest reads, whose answers the catalogue builds from the database's typed rows
// and whose route tests parse every answer with the zod schema.
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { z } from 'zod';

export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType))
    throw new TypeError('a compiled serializer needs a zod schema');
  return fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as AnySchema);
}
