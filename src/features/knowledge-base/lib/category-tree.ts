// The category tree (roots with nested subcategories, as category/list-create/ answers it): finding
// a category, the path to it (the cascading picker's selects), and which categories may be a
// category's parent (§2: not itself, and not one of its own subcategories).
import type { ArticleCategory } from '../../../../contract/knowledge-base';

export function flattenCategories(tree: ArticleCategory[], depth = 0): { category: ArticleCategory; depth: number }[] {
  return tree.flatMap((category) => [{ category, depth }, ...flattenCategories(category.subcategories, depth + 1)]);
}

export function findCategory(tree: ArticleCategory[], id: number | null): ArticleCategory | null {
  if (id === null) return null;
  return flattenCategories(tree).find(({ category }) => category.id === id)?.category ?? null;
}

/** The categories from a root down to `id` (empty when it is not in the tree). */
export function categoryPath(tree: ArticleCategory[], id: number | null): ArticleCategory[] {
  if (id === null) return [];
  for (const category of tree) {
    if (category.id === id) return [category];
    const below = categoryPath(category.subcategories, id);
    if (below.length) return [category, ...below];
  }
  return [];
}

/** Every category but `id` and its subcategories, indented by depth: the parent choices of `id`. */
export function parentOptions(
  tree: ArticleCategory[],
  id: number | null,
): { category: ArticleCategory; depth: number }[] {
  const excluded = new Set<number>();
  const self = findCategory(tree, id);
  if (self) for (const { category } of flattenCategories([self])) excluded.add(category.id);
  return flattenCategories(tree).filter(({ category }) => !excluded.has(category.id));
}
