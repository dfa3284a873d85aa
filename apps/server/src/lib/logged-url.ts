// The URL as written to logs: the values of query parameters that carry credentials are replaced
// by `[redacted]`. Names are compared as the query parser reads them (percent-decoded, `+` as a
// space, any case), so `?order%5Ftoken=` or `?%74oken=` is redacted like `?order_token=`.

const REDACTED = '[redacted]';

/** A query parameter's name as the server reads it; malformed escapes are left as they are. */
function decodedName(raw: string): string {
  return raw
    .replace(/\+/g, ' ')
    .replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .toLowerCase();
}

/** `url` with the values of the named query parameters (lower case) redacted. */
export function redactQueryParams(url: string, names: ReadonlySet<string>): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const rawName = pair.slice(0, equals);
      return names.has(decodedName(rawName)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}
