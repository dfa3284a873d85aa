import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './use-debounced-search';

describe('the debounced search', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies the text 300 ms after the last key, and follows the URL when it changes', () => {
    vi.useFakeTimers();
    const apply = vi.fn<(search: string) => void>();
    const { result, rerender } = renderHook(
      ({ urlSearch }) => useDebouncedSearch(urlSearch, apply),
      { initialProps: { urlSearch: '' } },
    );

    act(() => result.current[1]('ku'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => result.current[1]('kush '));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(apply).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(apply).toHaveBeenCalledExactlyOnceWith('kush');

    // The URL catching up keeps the typed text; Back to another search adopts it.
    rerender({ urlSearch: 'kush' });
    expect(result.current[0]).toBe('kush ');
    rerender({ urlSearch: 'dream' });
    expect(result.current[0]).toBe('dream');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
