// A least-recently-used map bounded by entries and by bytes, whose entries also expire. A Map
// keeps insertion order, so re-inserting on each hit makes its first key the least recently used.

export interface BoundedLruOptions<V> {
  maxEntries: number;
  /** The sum of every entry's size (as given to `set`) stays at or under this. */
  maxBytes: number;
  now?: () => number;
  /** Called for each entry that leaves other than by `clear` (evicted, expired, replaced, deleted). */
  onRemove?: (key: string, value: V) => void;
}

interface Slot<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

export class BoundedLru<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: BoundedLruOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.slots.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    if (slot.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** Stores for `ttlMs`; an entry larger than the whole budget is not stored. */
  set(key: string, value: V, { bytes, ttlMs }: { bytes: number; ttlMs: number }): void {
    this.delete(key);
    if (ttlMs <= 0 || bytes > this.options.maxBytes) return;
    this.slots.set(key, { value, bytes, expiresAt: this.now() + ttlMs });
    this.bytes += bytes;
    for (const [oldest, slot] of this.slots) {
      if (this.slots.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.slots.delete(oldest);
      this.bytes -= slot.bytes;
      this.options.onRemove?.(oldest, slot.value);
    }
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (slot === undefined) return;
    this.slots.delete(key);
    this.bytes -= slot.bytes;
    this.options.onRemove?.(key, slot.value);
  }

  clear(): void {
    this.slots.clear();
    this.bytes = 0;
  }
}
