import sanitizeHtml from 'sanitize-html';

/**
 * The rich text of a news item as the app may show it: an allow-list of tags and attributes (sanitize-html,
 * an HTML parser, not patterns over the text). Everything else goes: `<script>`/`<style>` with their content,
 * every `on*=` handler, `style`, images and frames, and links other than http(s), mailto and tel (so no
 * `javascript:` or `data:` URL). Links open outside the app, without the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    // What a contentEditable writes for bold and italic, and its line breaks.
    div: 'p',
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
