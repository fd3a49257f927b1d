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

const WRITABLE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The address an author typed in the link dialog, as the link will hold it, or null when it cannot
 * be a link: only web (http, https), e-mail (mailto) and phone (tel) addresses. A bare domain
 * ("example.com/x") is a web address and a bare e-mail address a mailto: one, as people type them.
 */
export function linkAddress(raw: string): string | null {
  const value = raw.trim();
  if (!value || /\s/.test(value.replace(/^tel:.*/i, ''))) return null;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme) {
    if (!WRITABLE_PROTOCOLS.has(`${scheme}:`)) return null;
    if (scheme === 'tel') {
      const number = value.slice(4).replace(/[\s().-]/g, '');
      return /^\+?\d{3,20}$/.test(number) ? `tel:${number}` : null;
    }
    if (scheme === 'mailto')
      return /^mailto:[^@\s]+@[^@\s]+$/i.test(value) ? absolute(value, WRITABLE_PROTOCOLS) : null;
    const url = absolute(value, WRITABLE_PROTOCOLS);
    return url && new URL(url).hostname ? url : null;
  }
  if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(value)) return absolute(`mailto:${value}`, WRITABLE_PROTOCOLS);
  if (/^[^/:@]+\.[a-z]{2,}(?:[/?#:]|$)/i.test(value)) return absolute(`https://${value}`, WRITABLE_PROTOCOLS);
  return null;
}
