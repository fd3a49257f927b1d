// Client-side allowlist sanitizer for HTML the server stores (company information first). The server
// sanitizes on write as well; this second pass is for data that arrives any other way (an older
// cache, a server that has not been updated) because the result goes into dangerouslySetInnerHTML.
//
// The input is parsed with DOMParser into an inert document (scripts never run, images never load),
// and the output is rebuilt from scratch: only allowlisted elements are recreated, with no attributes
// except a[href] (http, https or mailto) which always gets rel="noopener noreferrer". Anything else
// keeps its text; elements whose content is code or chrome are dropped with everything inside.

const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
]);
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'noscript',
  'textarea',
  'select',
  'head',
  'title',
]);
const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/** The href to keep, or null: only absolute http(s) and mailto URLs survive. */
export function safeHref(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    const copy = sanitizeNode(child, doc);
    if (copy) to.appendChild(copy);
  }
}

function sanitizeElement(element: Element, doc: Document): Node | null {
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  if (!ALLOWED_TAGS.has(tag)) {
    // Unknown wrapper (div, span, font…): keep what it says, not what it is.
    const fragment = doc.createDocumentFragment();
    copyChildren(element, fragment, doc);
    return fragment;
  }
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) {
      const fragment = doc.createDocumentFragment();
      copyChildren(element, fragment, doc);
      return fragment;
    }
    const link = doc.createElement('a');
    link.setAttribute('href', href);
    link.setAttribute('rel', 'noopener noreferrer');
    link.setAttribute('target', '_blank');
    copyChildren(element, link, doc);
    return link;
  }
  const clean = doc.createElement(tag);
  copyChildren(element, clean, doc);
  return clean;
}

function sanitizeNode(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType === Node.ELEMENT_NODE) return sanitizeElement(node as Element, doc);
  return null; // comments, processing instructions, doctypes
}

/** Returns HTML holding only the allowlisted tags; safe to set as innerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  copyChildren(parsed.body, container, output);
  return container.innerHTML;
}

/** Whether the HTML has anything visible once sanitized (an empty "<p></p>" has not). */
export function hasVisibleHtml(html: string | null | undefined): boolean {
  const clean = sanitizeHtml(html);
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';
}
