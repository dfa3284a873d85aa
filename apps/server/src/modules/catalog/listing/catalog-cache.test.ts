import { describe, expect, it } from 'vitest';
import { weakEtag } from './catalog-cache';

describe('weakEtag', () => {
  it('is a weak tag that changes with the body', () => {
    expect(weakEtag('[]')).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtag('[]')).toBe(weakEtag(Buffer.from('[]')));
    expect(weakEtag('[1]')).not.toBe(weakEtag('[]'));
  });
});
