/**
 * The browser's copy of the server's allow-list (apps/api/src/modules/novedades/sanitize.ts), for what is
 * shown before it is saved: the preview of the text being typed. The server's answer is what is stored.
 */
const KEEP = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'H2',
  'H3',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'A',
]);
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'TEXTAREA',
  'OPTION',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
]);
export const SAFE_HREF = /^(https?:\/\/|mailto:|tel:)/i;

function copy(from: Node, to: Node, doc: Document) {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) to.appendChild(doc.createTextNode(node.textContent ?? ''));
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as Element;
    const tag = el.tagName === 'DIV' ? 'P' : el.tagName;
    if (DROP.has(tag)) continue;
    if (!KEEP.has(tag)) {
      copy(el, to, doc);
      continue;
    }
    const out = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = (el.getAttribute('href') ?? '').trim();
      if (SAFE_HREF.test(href)) out.setAttribute('href', href);
      out.setAttribute('rel', 'noopener noreferrer nofollow');
      out.setAttribute('target', '_blank');
    }
    copy(el, out, doc);
    to.appendChild(out);
  }
}

export function cleanHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  copy(source.body, doc.body, doc);
  return doc.body.innerHTML;
}
