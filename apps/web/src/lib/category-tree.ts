// The category tree built from the server's flat list: each parent, then its children by name,
// with each row's depth and number of subcategories — the categories screen's table and every
// category select of the back office. The parent choices for a category leave out the category
// itself and everything below it, so no edit can make a cycle.
import type { AdminCategory } from '@canopy/contracts';

export interface CategoryRow extends AdminCategory {
  depth: number;
  subcategory_count: number;
}

const byName = (a: AdminCategory, b: AdminCategory) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

function childrenByParent(categories: readonly AdminCategory[]) {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<number | null, AdminCategory[]>();
  for (const category of categories) {
    // A category whose parent is missing is shown at the top rather than lost.
    const parent =
      category.parent_id !== null && ids.has(category.parent_id) ? category.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  for (const list of children.values()) list.sort(byName);
  return children;
}

export function categoryTree(categories: readonly AdminCategory[]): CategoryRow[] {
  const children = childrenByParent(categories);
  const rows: CategoryRow[] = [];
  const visited = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const category of children.get(parent) ?? []) {
      if (visited.has(category.id)) continue;
      visited.add(category.id);
      rows.push({
        ...category,
        depth,
        subcategory_count: children.get(category.id)?.length ?? 0,
      });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/** The category and everything below it. */
export function withDescendants(categories: readonly AdminCategory[], id: number): Set<number> {
  const children = childrenByParent(categories);
  const found = new Set<number>([id]);
  const pending = [id];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for (const child of children.get(current) ?? []) {
      if (found.has(child.id)) continue;
      found.add(child.id);
      pending.push(child.id);
    }
  }
  return found;
}

/** Where a category may go: every category in tree order but itself and its descendants. */
export function parentChoices(
  categories: readonly AdminCategory[],
  editingId: number | null,
): CategoryRow[] {
  const excluded = editingId === null ? new Set<number>() : withDescendants(categories, editingId);
  return categoryTree(categories).filter((row) => !excluded.has(row.id));
}

/** An option's text: indented with no-break spaces, which a native <option> keeps. */
export function indentedName({ name, depth }: { name: string; depth: number }): string {
  return `${'\u00a0'.repeat(depth * 3)}${name}`;
}
