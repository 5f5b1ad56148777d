// Small helpers shared by the /api routes: JSON errors and telling browser navigations from fetches.

/** A JSON error body `{ error }` (spec §8: error bodies carry 'error'). */
export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error, ...extra }, { status, headers: { 'Cache-Control': 'no-store' } });
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return Response.json(data, { ...init, headers });
}

/**
 * A small page of its own, for answers a browser navigates to outside the app's screens (a refused
 * download, a failed sign-in, a rate limit, the sign-out form): a title, a sentence, ways on. `body`
 * is trusted markup placed after the message; the message is escaped.
 */
export function plainPage(input: {
  title: string;
  message: string;
  links?: { href: string; label: string }[];
  body?: string;
  status?: number;
  headers?: HeadersInit;
}): Response {
  const links = (input.links ?? [{ href: '/', label: 'Home' }]).map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join(' · ');
  const headers = new Headers(input.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>${escapeHtml(input.title)}</h1>${input.message ? `<p>${escapeHtml(input.message)}</p>` : ''}${input.body ?? ''}${links ? `<p>${links}</p>` : ''}</body></html>`,
    { status: input.status ?? 200, headers },
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A top-level browser navigation (address bar, link, download link) rather than fetch/XHR. */
export function isBrowserNavigation(request: Request): boolean {
  const mode = request.headers.get('Sec-Fetch-Mode');
  if (mode) return mode === 'navigate';
  const accept = request.headers.get('Accept') ?? '';
  return accept.includes('text/html');
}

/** A same-site path to return to after sign-in; anything else falls back to '/'. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes "//evil.example"), and a
  // percent-encoded one means the same after decoding: any control character or backslash is refused.
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  if (/[\u0000-\u001f\u007f\\]/.test(value) || /[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.startsWith('//')) return '/';
  // Resolved against a fixed origin, it must stay on it: only the path, query and fragment are kept.
  const base = 'http://same-origin.invalid';
  const url = new URL(value, base);
  if (url.origin !== base) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A Content-Disposition header value that survives non-ASCII file names (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
