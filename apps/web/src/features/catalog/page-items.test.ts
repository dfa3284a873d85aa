import { describe, expect, it } from 'vitest';
import { pageItems, parseGoToPage, showingText } from './page-items';

describe('numbered pages', () => {
  it('lists every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses around the current page and its neighbours', () => {
    expect(pageItems(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });
});

describe('showing text', () => {
  it("reads 'Showing X-Y of N', or 'No items to display'", () => {
    expect(showingText(1, 20, 45)).toBe('Showing 1-20 of 45');
    expect(showingText(3, 20, 45)).toBe('Showing 41-45 of 45');
    expect(showingText(1, 20, 0)).toBe('No items to display');
  });
});

describe('go to page', () => {
  it('accepts an integer from 1 to the number of pages only', () => {
    expect(parseGoToPage('3', 5)).toBe(3);
    expect(parseGoToPage(' 5 ', 5)).toBe(5);
    for (const bad of ['0', '6', '2.5', '-1', 'two', '', '1e1'])
      expect(parseGoToPage(bad, 5)).toBeNull();
  });
});
