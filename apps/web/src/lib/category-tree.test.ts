import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@canopy/contracts';
import { categoryTree, indentedName, parentChoices, withDescendants } from './category-tree';

function adminCategory(
  id: number,
  name: string,
  parentId: number | null = null,
  productCount = 0,
): AdminCategory {
  return {
    id,
    name,
    parent_id: parentId,
    product_count: productCount,
    created_at: '2025-01-15T10:00:00.000Z',
  };
}

// Flower ─ Indica ─ Kush
//        └ Sativa
// Vapes ─ Cartridges
const CATEGORIES = [
  adminCategory(6, 'Vapes'),
  adminCategory(3, 'Sativa', 1),
  adminCategory(1, 'Flower', null, 12),
  adminCategory(4, 'Kush', 2, 3),
  adminCategory(2, 'Indica', 1, 5),
  adminCategory(7, 'Cartridges', 6),
];

const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);

describe('the category tree', () => {
  it('lists each parent before its children, by name, with depth and subcategory counts', () => {
    const rows = categoryTree(CATEGORIES);
    expect(
      rows.map(({ name, depth, subcategory_count }) => [name, depth, subcategory_count]),
    ).toEqual([
      ['Flower', 0, 2],
      ['Indica', 1, 1],
      ['Kush', 2, 0],
      ['Sativa', 1, 0],
      ['Vapes', 0, 1],
      ['Cartridges', 1, 0],
    ]);
    expect(indentedName(rows[2] ?? { name: '', depth: 0 })).toBe('\u00a0'.repeat(6) + 'Kush');
  });

  it('shows a category whose parent is missing at the top instead of losing it', () => {
    expect(
      names(categoryTree([adminCategory(9, 'Orphan', 404), adminCategory(1, 'Flower')])),
    ).toEqual(['Flower', 'Orphan']);
  });
});

describe('parent choices', () => {
  it('leave out the category itself and everything below it, so no move makes a cycle', () => {
    expect([...withDescendants(CATEGORIES, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect(names(parentChoices(CATEGORIES, 1))).toEqual(['Vapes', 'Cartridges']);
    expect(names(parentChoices(CATEGORIES, 2))).toEqual([
      'Flower',
      'Sativa',
      'Vapes',
      'Cartridges',
    ]);
    expect(names(parentChoices(CATEGORIES, 4))).toEqual([
      'Flower',
      'Indica',
      'Sativa',
      'Vapes',
      'Cartridges',
    ]);
  });

  it('offer every category to a new one', () => {
    expect(parentChoices(CATEGORIES, null)).toHaveLength(CATEGORIES.length);
  });
});
