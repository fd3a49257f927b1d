// The two styles an article's text may carry (issue 20, item 5): a paragraph's, heading's or table
// cell's alignment, and a text colour from the editor's palette. The editor writes them as a style
// attribute in one fixed form, and the server keeps exactly these declarations and nothing else (a
// free style attribute could hide text or draw something that looks like the app's own controls).
// No zod: the server, the editor and the article view read the same lists.

export const ARTICLE_TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type ArticleTextAlign = (typeof ARTICLE_TEXT_ALIGNS)[number];

/**
 * The palette. `value` is what is stored (dark enough to read on white: at least 5:1); `dark` is
 * what the article shows in dark mode instead (at least 7:1 on the dark background).
 */
export const ARTICLE_TEXT_COLORS = [
  { name: 'red', value: '#b91c1c', dark: '#fca5a5' },
  { name: 'orange', value: '#c2410c', dark: '#fdba74' },
  { name: 'green', value: '#15803d', dark: '#86efac' },
  { name: 'blue', value: '#1d4ed8', dark: '#93c5fd' },
  { name: 'purple', value: '#7e22ce', dark: '#d8b4fe' },
] as const;
export type ArticleTextColor = (typeof ARTICLE_TEXT_COLORS)[number]['value'];
export type ArticleTextColorName = (typeof ARTICLE_TEXT_COLORS)[number]['name'];

/** The style attribute the editor writes for an alignment and a colour. */
export const alignStyle = (align: ArticleTextAlign) => `text-align: ${align}`;
export const colorStyle = (color: ArticleTextColor) => `color: ${color}`;

/**
 * The allowed declarations of a style attribute (already entity-decoded): text-align with one of the
 * four values, color with a palette colour (any case). Everything else in it is ignored.
 */
export function readArticleStyle(style: string): { align?: ArticleTextAlign; color?: ArticleTextColor } {
  const found: { align?: ArticleTextAlign; color?: ArticleTextColor } = {};
  for (const declaration of style.split(';')) {
    const match = /^\s*([a-z-]+)\s*:\s*([^;]*?)\s*$/i.exec(declaration);
    if (!match) continue;
    const property = match[1]!.toLowerCase();
    const value = match[2]!.toLowerCase();
    if (property === 'text-align') {
      const align = ARTICLE_TEXT_ALIGNS.find((a) => a === value);
      if (align) found.align = align;
    } else if (property === 'color') {
      const color = ARTICLE_TEXT_COLORS.find((c) => c.value === value);
      if (color) found.color = color.value;
    }
  }
  return found;
}
