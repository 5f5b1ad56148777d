// The one HTML sanitiser of the legal pages (sanitize-html, a well-kept allow-list sanitiser): used
// when an administrator saves a page AND whenever a page is served, so that content written into the
// database by any other route (an old row, a restored backup) is still never rendered unsafe. Only
// formatting tags survive: no script or style, no event-handler attributes, and links only to
// http, https and mailto (no javascript: or data: URLs).
import sanitizeHtml from 'sanitize-html';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'blockquote',
    'code',
    'pre',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}
