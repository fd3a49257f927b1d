// Which URLs an article may carry: links to the web, mail and phone, and paths on this site; images
// from the web, this site or inline data of an image type (a Word document's pictures until they
// are uploaded). Everything else (javascript:, vbscript:, data:text/html, //host) is dropped.

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;

function sitePath(raw: string): boolean {
  return (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) || raw.startsWith('#');
}

function absolute(raw: string, protocols: ReadonlySet<string>): string | null {
  try {
    const url = new URL(raw);
    return protocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The link target to keep, or null. */
export function safeLinkUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (sitePath(value)) return value;
  return absolute(value, LINK_PROTOCOLS);
}

/** The image source to keep, or null. */
export function safeImageUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (IMAGE_DATA.test(value)) return value.replace(/\s+/g, '');
  if (sitePath(value) && !value.startsWith('#')) return value;
  return absolute(value, new Set(['http:', 'https:']));
}
