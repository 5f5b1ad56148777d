// /favicon.ico — browsers ask for it whatever the page links (bookmarks, tabs restored, error pages),
// and a 404 there is a console error on every page. The same mark the pages link, as SVG, which every
// current browser takes at this address.
import { FAVICON_SVG } from '../lib/favicon.ts';

export const loader = () => new Response(FAVICON_SVG, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
