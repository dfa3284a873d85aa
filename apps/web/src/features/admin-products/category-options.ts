// The category select's options in tree order: each parent, then its children by name, each
// with its depth for the indentation. A category whose parent is missing is shown at the top.
import type { AdminCategory } from '@canopy/contracts';

export interface CategoryOption {
  id: number;
  name: string;
  depth: number;
}

const byName = (a: AdminCategory, b: AdminCategory) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export function categoryOptions(categories: readonly AdminCategory[]): CategoryOption[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<number | null, AdminCategory[]>();
  for (const category of categories) {
    const parent =
      category.parent_id !== null && ids.has(category.parent_id) ? category.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const options: CategoryOption[] = [];
  const visited = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const category of (children.get(parent) ?? []).sort(byName)) {
      if (visited.has(category.id)) continue;
      visited.add(category.id);
      options.push({ id: category.id, name: category.name, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}

/** The option's text: indented with no-break spaces, which a native <option> keeps. */
export function indentedName({ name, depth }: CategoryOption): string {
  return `${'\u00a0'.repeat(depth * 3)}${name}`;
}
