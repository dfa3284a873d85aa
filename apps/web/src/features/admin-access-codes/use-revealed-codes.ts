// Codes an admin revealed, in plain text until hidden: by 'Hide', by editing the code,
// or by themselves after REVEALED_CODE_VISIBLE_MS (30 s). Nothing is kept anywhere but
// in this screen's memory.
import { REVEALED_CODE_VISIBLE_MS } from '@canopy/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface RevealedCodes {
  /** The plaintext shown for each code id. */
  revealed: ReadonlyMap<number, string>;
  show: (id: number, plaintext: string) => void;
  hide: (id: number) => void;
}

export function useRevealedCodes(visibleMs = REVEALED_CODE_VISIBLE_MS): RevealedCodes {
  const [revealed, setRevealed] = useState<ReadonlyMap<number, string>>(() => new Map());
  const timers = useRef(new Map<number, number>());

  const hide = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setRevealed((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const show = useCallback(
    (id: number, plaintext: string) => {
      window.clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        window.setTimeout(() => hide(id), visibleMs),
      );
      setRevealed((current) => new Map(current).set(id, plaintext));
    },
    [hide, visibleMs],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  return { revealed, show, hide };
}
