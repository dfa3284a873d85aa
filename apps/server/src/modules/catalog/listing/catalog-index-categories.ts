// The category tree as the catalogue index (catalog-index.ts) uses it: each category numbered
// depth first from the roots, so a category and its descendants hold consecutive numbers and
// their products' cells one stretch of the index; and per category filter, which numbers it
// keeps (the category and its descendants, as the SQL's recursive category_scope).

/** The categories a filter keeps: a flag per number, all of them within [first, last]. */
export interface CategoryScope {
  flags: Uint8Array;
  first: number;
  last: number;
}

export function categoryTree(ids: readonly number[], parentIds: ReadonlyArray<number | null>) {
  const byId = new Map(ids.map((id, index) => [id, index]));
  const children: number[][] = ids.map(() => []);
  const roots: number[] = [];
  parentIds.forEach((parentId, index) => {
    const parent = parentId === null ? undefined : byId.get(parentId);
    if (parent === undefined) roots.push(index);
    else children[parent]?.push(index);
  });

  // Depth first from the roots, then from whatever a cycle kept out of reach.
  const numbers = new Int32Array(ids.length).fill(-1);
  let next = 0;
  for (const start of [...roots, ...ids.keys()]) {
    if ((numbers[start] ?? 0) >= 0) continue;
    const pending = [start];
    for (let index = pending.pop(); index !== undefined; index = pending.pop()) {
      if ((numbers[index] ?? 0) >= 0) continue;
      numbers[index] = next;
      next += 1;
      // Reversed onto the stack, so the first child is numbered first.
      for (const child of [...(children[index] ?? [])].reverse()) pending.push(child);
    }
  }

  const scopes = new Map<number, CategoryScope>();
  const none: CategoryScope = { flags: new Uint8Array(ids.length), first: 0, last: -1 };

  return {
    size: ids.length,

    /** A category's number, -1 for none. */
    numberOf(id: number | null): number {
      const index = id === null ? undefined : byId.get(id);
      return index === undefined ? -1 : (numbers[index] ?? -1);
    },

    /** The category and its descendants; a cycle ends, as the SQL's UNION ends it. */
    scopeOf(categoryId: number): CategoryScope {
      const root = byId.get(categoryId);
      if (root === undefined) return none;
      const known = scopes.get(root);
      if (known) return known;
      const scope: CategoryScope = {
        flags: new Uint8Array(ids.length),
        first: ids.length,
        last: -1,
      };
      const pending = [root];
      const seen = new Set(pending);
      for (let index = pending.pop(); index !== undefined; index = pending.pop()) {
        const number = numbers[index] ?? 0;
        scope.flags[number] = 1;
        scope.first = Math.min(scope.first, number);
        scope.last = Math.max(scope.last, number);
        for (const child of children[index] ?? []) {
          if (!seen.has(child)) {
            seen.add(child);
            pending.push(child);
          }
        }
      }
      scopes.set(root, scope);
      return scope;
    },
  };
}
