// The requests of the contract fuzz suite, and what the contract says about each before it is
// sent. A request is a valid-shaped baseline (a sample each slot's zod schema accepts) with one
// hostile change: a field replaced by a hostile value (wrong type, out of range, injection text,
// huge), a field removed, a field nobody declared added, or a whole slot replaced; plus, per route,
// a fixed list of malformed bodies, query strings and raw paths. The verdict is the route's own zod
// schemas applied to exactly what the server will parse: 'invalid' means the contract rejects the
// request (the server must answer 4xx), 'valid' that it accepts it, 'unknown' that some input has
// no schema or the URL may be normalised into another route.
import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { HTTPMethods } from 'fastify';
import fc from 'fast-check';
import type { FuzzTarget, SlotName } from './fuzz-targets';
import { asText, extraFieldName, hostileValue, toJsonText } from './hostile-values';
import {
  arbitraryFor,
  baselineSamples,
  jsonSchemaOf,
  type IdPool,
  type JsonSchema,
} from './schema-arbitraries';

export type Verdict = 'invalid' | 'valid' | 'unknown';

export interface RequestParts {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface FuzzRequest {
  description: string;
  /** Without the credentials and client address, which the suite adds. */
  inject: RequestParts;
  verdict: Verdict;
}

type TextRecord = Record<string, string>;

/** The string with lone surrogates replaced (what a URL or header can carry; ES2024's toWellFormed). */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
type QueryRecord = Record<string, string | string[]>;

interface Inputs {
  params: TextRecord;
  querystring: QueryRecord;
  /** undefined: no body at all. */
  body: unknown;
  headers: TextRecord;
}

export type Baselines = { [Slot in keyof Inputs]: Array<Inputs[Slot]> };

const textRecord = (value: unknown): TextRecord =>
  Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, asText(item)]));

/** What the server parses out of a query string, duplicates as arrays. */
function parsedQuery(search: string): QueryRecord {
  const parsed: QueryRecord = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = parsed[key];
    if (existing === undefined) parsed[key] = value;
    else parsed[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return parsed;
}

function querySearch(query: QueryRecord): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(wellFormed(key), wellFormed(item));
    }
  }
  return search.toString();
}

const sendableHeaderName = (name: string) => {
  try {
    validateHeaderName(name);
    return name.toLowerCase();
  } catch {
    return 'x-fuzz-extra';
  }
};

const sendableHeaderValue = (name: string, value: string) => {
  try {
    validateHeaderValue(name, value);
    return value;
  } catch {
    return encodeURIComponent(wellFormed(value));
  }
};

/** Valid-shaped samples of each slot, from its schema (or, without one, the names it has). */
export function baselinesFor(target: FuzzTarget, ids: IdPool, seed: number): Baselines {
  function samples(slot: SlotName, fallback: JsonSchema, toWire: (value: unknown) => unknown) {
    const schema = target.schemas[slot];
    const json = schema ? jsonSchemaOf(schema) : fallback;
    const accepts = (value: unknown) => !schema || schema.safeParse(toWire(value)).success;
    return baselineSamples(arbitraryFor(json, ids), accepts, seed).map(toWire);
  }
  const paramSchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(target.paramNames.map((name) => [name, { type: 'string' }])),
    required: target.paramNames,
  };
  const queryWire = (value: unknown) => parsedQuery(querySearch(textRecord(value)));
  return {
    params: samples('params', paramSchema, textRecord) as TextRecord[],
    querystring: samples('querystring', { type: 'object' }, queryWire) as QueryRecord[],
    body: target.schemas.body ? samples('body', {}, (value) => value) : [undefined],
    headers: samples('headers', { type: 'object' }, textRecord) as TextRecord[],
  };
}

function urlFor(target: FuzzTarget, params: TextRecord, raw = false): string {
  return target.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name] ?? '';
    return raw ? value : encodeURIComponent(wellFormed(value));
  });
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** The contract's verdict on what the server will parse from these inputs. */
function verdictFor(target: FuzzTarget, inputs: Inputs, bodyText: string | undefined): Verdict {
  let unknown = false;
  const check = (slot: SlotName, parsed: () => { ok: boolean; value?: unknown }) => {
    const schema = target.schemas[slot];
    if (!schema) {
      unknown = true;
      return true;
    }
    const input = parsed();
    return input.ok && schema.safeParse(input.value).success;
  };
  const paramValues = Object.values(inputs.params).map((value) => wellFormed(value));
  // A segment of dots may be normalised away, landing the request on another route.
  if (paramValues.some((value) => /^\.{1,2}$/.test(value))) unknown = true;
  const valid =
    (target.paramNames.length === 0 ||
      check('params', () => ({
        ok: true,
        value: Object.fromEntries(
          Object.entries(inputs.params).map(([key, value]) => [key, wellFormed(value)]),
        ),
      }))) &&
    (target.schemas.querystring === null ||
      check('querystring', () => ({
        ok: true,
        value: parsedQuery(querySearch(inputs.querystring)),
      }))) &&
    (target.schemas.body === null ||
      check('body', () =>
        bodyText === undefined ? { ok: true, value: undefined } : parseJson(bodyText),
      )) &&
    (target.schemas.headers === null ||
      check('headers', () => ({ ok: true, value: inputs.headers })));
  if (!valid) return 'invalid';
  return unknown ? 'unknown' : 'valid';
}

function requestFrom(target: FuzzTarget, inputs: Inputs, description: string): FuzzRequest {
  const search = querySearch(inputs.querystring);
  const bodyText = inputs.body === undefined ? undefined : toJsonText(inputs.body);
  const headers: TextRecord = {};
  for (const [name, value] of Object.entries(inputs.headers)) {
    const sendable = sendableHeaderName(name);
    headers[sendable] = sendableHeaderValue(sendable, value);
  }
  const sent: Inputs = { ...inputs, headers };
  return {
    description,
    inject: {
      method: target.method,
      url: `${urlFor(target, inputs.params)}${search ? `?${search}` : ''}`,
      headers: {
        ...headers,
        ...(bodyText === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(bodyText === undefined ? {} : { payload: bodyText }),
    },
    verdict: verdictFor(target, sent, bodyText),
  };
}

type Path = Array<string | number>;

/** Every place in a JSON value a mutation can touch (the first item stands for each array). */
function pathsIn(value: unknown, prefix: Path = [], depth = 0): Path[] {
  if (depth > 4 || value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.length > 0
      ? [[0, value[0]]]
      : []
    : Object.entries(value);
  return entries.flatMap(([key, item]) => {
    const path = [...prefix, key];
    return [path, ...pathsIn(item, path, depth + 1)];
  });
}

type Container = Record<string | number, unknown> | unknown[];

const isContainer = (value: unknown): value is Container =>
  value !== null && typeof value === 'object';

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path)
    node = isContainer(node) ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

const MUTATIONS = ['replace', 'replace', 'replace', 'remove', 'add', 'whole'] as const;
type Mutation = (typeof MUTATIONS)[number];

const preview = (value: unknown) => {
  const text = toJsonText(value);
  return text.length > 60 ? `${text.slice(0, 57)}… (${text.length} chars)` : text;
};

function mutate(
  target: FuzzTarget,
  base: Inputs,
  slot: SlotName,
  mutation: Mutation,
  pick: number,
  value: unknown,
  extraKey: string,
): FuzzRequest {
  const inputs = structuredClone(base);
  const textual = slot !== 'body';
  const replacement = textual ? asText(value) : value;
  const paths = textual
    ? Object.keys(inputs[slot] as object).map((key) => [key])
    : pathsIn(inputs.body);
  const path = paths.length > 0 ? paths[pick % paths.length] : undefined;
  const describe = (what: string) => `${slot} ${what}`;

  if (mutation === 'whole' || path === undefined || (mutation === 'add' && slot === 'params')) {
    if (slot === 'body') {
      inputs.body = value;
    } else if (slot === 'params') {
      for (const name of target.paramNames) inputs.params[name] = asText(value);
    } else if (slot === 'querystring' && Array.isArray(value)) {
      inputs.querystring = { [extraKey]: value.map(asText) };
    } else {
      inputs[slot] = { [extraKey]: asText(value) };
    }
    return requestFrom(target, inputs, describe(`= ${preview(value)}`));
  }

  const key = path[path.length - 1] ?? '';
  const parent = valueAt(inputs[slot], path.slice(0, -1));
  if (!isContainer(parent)) return requestFrom(target, inputs, describe('unchanged'));
  const container = parent as Record<string | number, unknown>;
  if (mutation === 'remove') {
    if (slot === 'params') container[key] = '';
    else if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else Reflect.deleteProperty(container, key);
    return requestFrom(target, inputs, describe(`without ${path.join('.')}`));
  }
  if (mutation === 'add') {
    const at = textual ? parent : valueAt(inputs[slot], path);
    const host = isContainer(at) && !Array.isArray(at) ? at : parent;
    if (Array.isArray(host)) host.push(replacement);
    else (host as Record<string, unknown>)[extraKey] = replacement;
    return requestFrom(target, inputs, describe(`+ ${extraKey} = ${preview(value)}`));
  }
  if (slot === 'querystring' && Array.isArray(value)) container[key] = value.map(asText);
  else container[key] = replacement;
  return requestFrom(target, inputs, describe(`${path.join('.')} = ${preview(value)}`));
}

/** One hostile change to a baseline, on any input the route has. */
export function fuzzRequestArbitrary(
  target: FuzzTarget,
  baselines: Baselines,
): fc.Arbitrary<FuzzRequest> {
  const slots: SlotName[] = ['querystring'];
  if (target.paramNames.length > 0) slots.push('params');
  if (target.schemas.body) slots.push('body', 'body');
  if (target.schemas.headers) slots.push('headers');
  const base = fc.record({
    params: fc.constantFrom(...baselines.params),
    querystring: fc.constantFrom(...baselines.querystring),
    body: fc.constantFrom(...baselines.body),
    headers: fc.constantFrom(...baselines.headers),
  });
  return fc
    .record({
      base,
      slot: fc.constantFrom(...slots),
      mutation: fc.constantFrom(...MUTATIONS),
      pick: fc.nat(),
      value: hostileValue,
      extraKey: extraFieldName,
    })
    .map(({ base: inputs, slot, mutation, pick, value, extraKey }) =>
      mutate(target, inputs, slot, mutation, pick, value, extraKey),
    );
}

interface RawBody {
  name: string;
  contentType: string | null;
  payload: string | Buffer;
  /**
   * refused: malformed for any route that reads a JSON body; parsed: judge what it parses to
   * (JSON, or a form); unknown: the server may read it either way.
   */
  judge: 'refused' | 'parsed' | 'unknown';
}

const OVER_BODY_LIMIT = 1024 * 1024 + 1;
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

function rawBodies(baselineText: string): RawBody[] {
  const body = (
    name: string,
    contentType: string | null,
    payload: string | Buffer,
    judge: RawBody['judge'] = 'refused',
  ): RawBody => ({ name, contentType, payload, judge });
  return [
    body('truncated JSON', JSON_TYPE, baselineText.slice(0, Math.max(1, baselineText.length - 1))),
    body('JSON with trailing garbage', JSON_TYPE, `${baselineText}garbage`),
    body('two JSON documents', JSON_TYPE, `${baselineText}${baselineText}`),
    body('empty JSON body', JSON_TYPE, ''),
    body('JSON null', JSON_TYPE, 'null', 'parsed'),
    body('JSON array', JSON_TYPE, '[1,2,3]', 'parsed'),
    body('JSON string', JSON_TYPE, '"text"', 'parsed'),
    body('JSON number 1e309', JSON_TYPE, '1e309', 'parsed'),
    body('deeply nested JSON', JSON_TYPE, `${'['.repeat(5000)}${']'.repeat(5000)}`),
    body('invalid UTF-8', JSON_TYPE, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0xff, 0xfe, 0x7d])),
    body('single-quoted JSON', JSON_TYPE, "{'a': 1}"),
    body('JSON with a byte-order mark', JSON_TYPE, `\ufeff${baselineText}`, 'unknown'),
    body('JSON declared as UTF-16', `${JSON_TYPE}; charset=utf-16`, baselineText, 'unknown'),
    body('text/plain body', 'text/plain', baselineText),
    body('XML body', 'application/xml', '<?xml version="1.0"?><a>1</a>'),
    body('content type garbage', ';;; =', baselineText),
    body('no content type', null, baselineText, 'unknown'),
    body('form body', FORM_TYPE, 'a=1&a=2&constructor=x', 'parsed'),
    body(
      'multipart body',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ),
  ];
}

/** What the contract says of a raw body sent to a route that reads a JSON body. */
function rawBodyVerdict(target: FuzzTarget, params: TextRecord, body: RawBody): Verdict {
  const schema = target.schemas.body;
  if (!schema) return 'unknown';
  if (target.schemas.params && !target.schemas.params.safeParse(params).success) return 'invalid';
  if (body.judge === 'refused') return 'invalid';
  if (body.judge === 'unknown') return 'unknown';
  const text = String(body.payload);
  const parsed =
    body.contentType === FORM_TYPE ? { ok: true, value: parsedQuery(text) } : parseJson(text);
  return parsed.ok && schema.safeParse(parsed.value).success ? 'valid' : 'invalid';
}

/** The fixed malformed requests for a route: bodies, query strings and raw path segments. */
export function fixedRequests(target: FuzzTarget, baselines: Baselines): FuzzRequest[] {
  const params = baselines.params[0] ?? {};
  const headers = baselines.headers[0] ?? {};
  const url = urlFor(target, params);
  const { method } = target;
  const requests: FuzzRequest[] = [];

  if (['POST', 'PUT', 'PATCH'].includes(target.method)) {
    const baselineText = toJsonText(baselines.body[0] ?? {});
    for (const body of rawBodies(baselineText)) {
      requests.push({
        description: `body: ${body.name}`,
        inject: {
          method,
          url,
          headers: {
            ...headers,
            ...(body.contentType === null ? {} : { 'content-type': body.contentType }),
          },
          payload: body.payload,
        },
        verdict: rawBodyVerdict(target, params, body),
      });
    }
    // Too big for any route, whatever it reads.
    requests.push({
      description: 'body: over the size limit',
      inject: {
        method,
        url,
        headers: { ...headers, 'content-type': JSON_TYPE },
        payload: JSON.stringify({ a: 'A'.repeat(OVER_BODY_LIMIT) }),
      },
      verdict: 'invalid',
    });
  }

  const rawQueries: Array<[string, string]> = [
    ['prototype keys in the query', '__proto__[admin]=1&constructor[prototype][admin]=1'],
    ['repeated query keys', 'page=1&page=2&size=1&size=2&id=1&id=2'],
    ['malformed percent-encoding in the query', '%E0%A4%A=%E0%A4%A&x=%'],
    ['ten thousand query keys', Array.from({ length: 10_000 }, (_, i) => `k${i}=${i}`).join('&')],
    ['a 100 000-character query value', `search=${'A'.repeat(100_000)}`],
  ];
  for (const [name, search] of rawQueries) {
    requests.push({
      description: `query: ${name}`,
      inject: { method, url: `${url}?${search}`, headers },
      verdict: 'unknown',
    });
  }

  if (target.paramNames.length > 0) {
    const segments = [
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%252e%252e%252f',
      '..%5c..%5cwindows%5cwin.ini',
      '%00',
      '%E0%A4%A',
      '1%00',
      '1;drop table products',
      'x'.repeat(5000),
    ];
    for (const segment of segments) {
      const rawParams = Object.fromEntries(target.paramNames.map((name) => [name, segment]));
      requests.push({
        description: `path: ${segment.length > 40 ? `${segment.slice(0, 20)}… (${segment.length})` : segment}`,
        inject: { method, url: urlFor(target, rawParams, true), headers },
        verdict: 'unknown',
      });
    }
  }
  return requests;
}
