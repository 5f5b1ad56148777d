// A local look-alike of the web the generated exports cite (generate.ts with siteBase): each source's
// landing page under /site/<host>/<path>, carrying its date and site the ways real pages do — Highwire
// citation_* tags, JSON-LD, Open Graph, a bare <time datetime> — and some pages with no date at all.
// Crossref and arXiv answer as they do for works they do not know (an empty search, a 404), so an
// online run meets no real service. Nothing here reaches beyond 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SourcePage } from './generate.ts';

export interface LookAlike {
  /** "http://127.0.0.1:PORT" */
  origin: string;
  /** The siteBase to generate documents with. */
  siteBase: string;
  serve(pages: SourcePage[]): void;
  close(): Promise<void>;
}

export async function startLookAlike(): Promise<LookAlike> {
  const pages = new Map<string, SourcePage>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/site/')) {
      const page = pages.get(url.pathname);
      if (!page) return send(res, 404, 'text/html', '<html><head><title>Not found</title></head></html>');
      return send(res, 200, 'text/html; charset=utf-8', pageHtml(page));
    }
    if (url.pathname === '/works')
      return send(res, 200, 'application/json', JSON.stringify({ status: 'ok', 'message-type': 'work-list', message: { 'total-results': 0, items: [] } }));
    if (url.pathname.startsWith('/works/')) return send(res, 404, 'text/plain', 'Resource not found.');
    if (url.pathname === '/query' || url.pathname === '/api/query') {
      return send(
        res,
        200,
        'application/atom+xml',
        '<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>arXiv Query</title></feed>',
      );
    }
    send(res, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    siteBase: `${origin}/site/`,
    serve(list) {
      for (const page of list) pages.set(new URL(page.url).pathname, page);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function send(res: http.ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * One of four page shapes, chosen by the URL's path (not its port, so every run is the same) so that
 * every shape is met in a corpus. Every page names its site somewhere: on the real web a page that does
 * not is credited to its domain (caa.co.uk → CAA), which a look-alike on 127.0.0.1 cannot imitate.
 */
export function pageHtml(page: SourcePage): string {
  const shape = [...new URL(page.url).pathname].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 4;
  const head: string[] = [`<title>${escape(page.title)} | ${escape(page.site)}</title>`];
  let body = `<h1>${escape(page.title)}</h1>`;
  if (shape === 0) {
    head.push(`<meta name="citation_title" content="${escape(page.title)}">`);
    if (page.author) head.push(`<meta name="citation_author" content="${escape(page.author)}">`);
    if (page.date) head.push(`<meta name="citation_publication_date" content="${page.date.replace(/-/g, '/')}">`);
    head.push(`<meta property="og:site_name" content="${escape(page.site)}">`);
  } else if (shape === 1) {
    const ld: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: page.title,
      publisher: { '@type': 'Organization', name: page.site },
    };
    if (page.date) ld.datePublished = page.date;
    if (page.author) ld.author = { '@type': 'Person', name: page.author };
    head.push(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`);
  } else if (shape === 2) {
    head.push(`<meta property="og:title" content="${escape(page.title)}">`, `<meta property="og:site_name" content="${escape(page.site)}">`);
    if (page.date) head.push(`<meta property="article:published_time" content="${page.date}T09:00:00Z">`);
  } else {
    // Little in the head: the date only in the page's own <time>, the site in the application name.
    head.push(`<meta name="application-name" content="${escape(page.site)}">`);
    if (page.date) body += `<time datetime="${page.date}">${page.date}</time>`;
  }
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head.join('')}</head><body>${body}<p>A look-alike page for a generated export.</p></body></html>`;
}
