// The sanitiser of a mail signature: an allow-list of formatting tags, links only to web, mail and phone addresses,
// every attribute but a link's href dropped, scripts and other active content removed with what they hold.

const KEPT_TAGS = new Set(['a', 'b', 'br', 'div', 'em', 'hr', 'i', 'li', 'ol', 'p', 'small', 'span', 'strong', 'u', 'ul']);
const VOID_TAGS = new Set(['br', 'hr']);
/** Elements removed together with their content. */
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|textarea|title|svg|math)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:)[^\s"'<>`\\]*$/i;

const escapeText = (text: string) =>
  text.replace(/&(?!(#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function hrefOf(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const value = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  if (!SAFE_HREF.test(value) || value.includes('&#')) return null;
  return value.replace(/&(?!amp;)/g, '&amp;');
}

/** The signature as it may be stored and sent; null for nothing left. */
export function sanitiseSignature(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  let rest = html.replace(/<!--[\s\S]*?(-->|$)/g, '');
  let before: string;
  do {
    before = rest;
    rest = rest.replace(DROPPED_WITH_CONTENT, '');
  } while (rest !== before);
  const out: string[] = [];
  const token = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>|[^<]+|</g;
  for (const [whole, closing, rawName, attributes] of rest.matchAll(token)) {
    if (rawName === undefined) {
      out.push(escapeText(whole));
      continue;
    }
    const name = rawName.toLowerCase();
    if (!KEPT_TAGS.has(name)) continue;
    if (closing) {
      if (!VOID_TAGS.has(name)) out.push(`</${name}>`);
    } else if (name === 'a') {
      const href = hrefOf(attributes ?? '');
      out.push(href ? `<a href="${href}" rel="noopener noreferrer">` : '<a>');
    } else out.push(`<${name}>`);
  }
  const clean = out.join('').trim();
  return clean === '' ? null : clean;
}
