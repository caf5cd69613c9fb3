// What a bulk mail's HTML loses before it is sent: script, style-less active content (script, iframe, object, embed,
// form elements that run or submit), event attributes (onclick=…), and javascript:/vbscript: links. Mail clients run
// none of these, and some spam filters reject mails that carry them.
const ACTIVE_BLOCKS = /<(script|iframe|object|embed|applet|frameset|frame|form)\b[\s\S]*?<\/\1\s*>/gi;
const ACTIVE_TAGS = /<\/?(script|iframe|object|embed|applet|frameset|frame|form|base|meta|link)\b[^>]*>/gi;
const EVENT_ATTRIBUTES = /\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URLS = /\s+(href|src|action|formaction|xlink:href)\s*=\s*("\s*(?:javascript|vbscript|data):[^"]*"|'\s*(?:javascript|vbscript|data):[^']*'|(?:javascript|vbscript|data):[^\s>]+)/gi;

export function cleanHtml(html: string): string {
  let out = html;
  // Repeated until stable: a removal may join the halves of a split tag or attribute.
  for (let i = 0; i < 5; i++) {
    const next = out.replace(ACTIVE_BLOCKS, '').replace(ACTIVE_TAGS, '').replace(EVENT_ATTRIBUTES, '').replace(SCRIPT_URLS, '');
    if (next === out) break;
    out = next;
  }
  return out;
}
