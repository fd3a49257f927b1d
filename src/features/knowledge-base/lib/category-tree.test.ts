import { describe, expect, it } from 'vitest';
import type { ArticleCategory } from '../../../../contract/knowledge-base';
import { categoryPath, parentOptions } from './category-tree';

const node = (id: number, parent: number | null, subcategories: ArticleCategory[] = []): ArticleCategory => ({
  id,
  category: `C${id}`,
  parent,
  is_subsection: parent !== null,
  company: 1,
  article_count: 0,
  subcategories,
});
const tree = [node(1, null, [node(2, 1, [node(3, 2)])]), node(4, null)];

describe('category tree', () => {
  it('finds the path from a root', () => {
    expect(categoryPath(tree, 3).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(categoryPath(tree, 99)).toEqual([]);
  });

  it('never offers a category, or one of its subcategories, as its own parent', () => {
    expect(parentOptions(tree, 2).map((o) => o.category.id)).toEqual([1, 4]);
    expect(parentOptions(tree, null).map((o) => o.category.id)).toEqual([1, 2, 3, 4]);
  });
});
