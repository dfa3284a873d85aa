// Conditional requests (RFC 9110 §13.1.2), shared by every route that sends an ETag.

/** Weak comparison against an If-None-Match header: `*`, or any listed tag equal to ours. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined || header === '') return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === ours);
}
