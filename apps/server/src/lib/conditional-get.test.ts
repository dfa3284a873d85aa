import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './conditional-get';

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"abc"';

  it('compares weakly: with or without W/, in a list, or *', () => {
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" ,"y"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match other tags, a missing header or an empty one', () => {
    expect(matchesIfNoneMatch('W/"abd"', etag)).toBe(false);
    expect(matchesIfNoneMatch('abc', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});
