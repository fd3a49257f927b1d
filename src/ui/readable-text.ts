// Text on a colour an admin chose (an article type's badge): black or white, whichever contrasts
// more with it, so the label stays readable (WCAG AA asks 4.5:1) whatever colour was picked. White
// on the default type colours (emerald, amber, sky) was 2.1-2.5:1.

/** The WCAG relative luminance of a #rgb or #rrggbb colour, or null for anything else. */
function luminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two luminances (1 to 21). */
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Black or white for text on `background`; white when the colour is not a hex colour. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const bg = luminance(background);
  if (bg === null) return '#ffffff';
  return ratio(bg, 0) > ratio(bg, 1) ? '#000000' : '#ffffff';
}
