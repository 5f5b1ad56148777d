// URL comparison keys. AI exports cite the same page many ways: http vs https, with and without
// www., with a #:~:text= fragment per quoted passage, with ?utm_source=chatgpt.com. Two links
// are the same source when their normalised forms are equal.
import { trimTrailingPunctuation } from './identifiers.ts';

const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'igsh',
  'mc_cid',
  'mc_eid',
  'srsltid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  '__hstc',
  '__hssc',
  '__hsfp',
  'hsctatracking',
  'mkt_tok',
  'oly_enc_id',
  'oly_anon_id',
  'vero_id',
  'vero_conv',
  'rb_clickid',
  's_cid',
  'wt.mc_id',
  'wt_mc_id',
  'cmpid',
  'icid',
  'ncid',
  'sr_share',
  'guccounter',
  'guce_referrer',
  'guce_referrer_sig',
  'spm',
  '_openstat',
  'ga_source',
  'ga_medium',
  'ga_campaign',
  'rss',
  'cmp',
  'ito',
]);
const TRACKING_PREFIXES = ['utm_', 'pk_', 'mtm_', 'hsa_', 'itm_'];
// "ref", "source", "via" are real parameters on some sites (GitHub ?ref=main); they are dropped
// only when their value names a referring site or app, as in ?ref=chatgpt.com.
const REFERRER_PARAMS = new Set(['ref', 'ref_src', 'ref_url', 'referrer', 'referer', 'source', 'src', 'via', 'from', 'share']);
const REFERRER_VALUE_RE =
  /^(?:[a-z0-9-]+\.)+[a-z]{2,}$|chatgpt|openai|perplexity|gemini|copilot|bard|claude|bing|google|twitter|facebook|linkedin|reddit|newsletter|^rss$|^email$|^share|^social/i;

function paramKey(pair: string): string {
  const eq = pair.indexOf('=');
  return safeDecode(eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
}

function isCampaignParam(key: string): boolean {
  return TRACKING_PARAMS.has(key) || TRACKING_PREFIXES.some((p) => key.startsWith(p));
}

/**
 * The query's parameters without the tracking ones. A referrer-named parameter goes when its value
 * names a referring site, or when the link is tagged for a campaign as well ("?utm_source=perplexity&ref=abc"):
 * "ref" is then the campaign's too. Alone with an opaque value it stays: GitHub's ?ref=main is a branch.
 */
function keptParams(query: string): string[] {
  const pairs = query.split('&').filter((pair) => pair !== '');
  const tagged = pairs.some((pair) => isCampaignParam(paramKey(pair)));
  return pairs.filter((pair) => {
    const key = paramKey(pair);
    if (isCampaignParam(key)) return false;
    if (!REFERRER_PARAMS.has(key)) return true;
    if (tagged) return false;
    const eq = pair.indexOf('=');
    const value = eq === -1 ? '' : safeDecode(pair.slice(eq + 1).replace(/\+/g, ' '));
    return !REFERRER_VALUE_RE.test(value);
  });
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The URL to keep and fetch: tracking parameters and a text fragment ("#:~:text=…", a browser's
 * highlight of a quoted passage) removed, everything else exactly as written. A fragment that names
 * a part of the page ("#sec-2", "#page=4") stays: it is where the source points (fetching ignores it).
 */
export function stripTrackingParams(url: string): string {
  const trimmed = trimTrailingPunctuation(url.trim());
  const hashAt = trimmed.indexOf('#');
  const noFragment = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : keptFragment(trimmed.slice(hashAt + 1));
  const queryAt = noFragment.indexOf('?');
  if (queryAt === -1) return `${noFragment}${fragment}`;
  const kept = keptParams(noFragment.slice(queryAt + 1));
  const base = noFragment.slice(0, queryAt);
  return `${kept.length > 0 ? `${base}?${kept.join('&')}` : base}${fragment}`;
}

/** "#sec-2" → "#sec-2"; "#:~:text=…" and "#sec-2:~:text=…" lose the text directive. */
function keptFragment(fragment: string): string {
  const part = fragment.split(':~:')[0] ?? '';
  return part === '' ? '' : `#${part}`;
}

const UNRESERVED_RE = /[A-Za-z0-9\-._~]/;

/** %7E → ~ (unreserved characters need no escape), %c3%b6 → %C3%B6 (one spelling for the rest). */
function normalizePercent(s: string): string {
  if (!s.includes('%')) return s;
  return s.replace(/%([0-9a-fA-F]{2})/g, (escape, hex: string) => {
    const ch = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED_RE.test(ch) ? ch : escape.toUpperCase();
  });
}

const ARXIV_PATH_RE = /^\/(?:abs|pdf|html)\/(.+?)(?:v\d+)?(?:\.pdf)?$/i;

/**
 * A comparison key, not a URL to fetch: scheme folded to https, host lowercased without www. / m.,
 * default port, fragment, tracking parameters and trailing slash dropped, remaining parameters sorted,
 * percent-escapes in one spelling. doi.org paths are lowercased (DOIs are case-insensitive) and
 * arXiv /pdf/ and versioned links fold into /abs/<id>.
 */
export function normalizeUrl(url: string): string {
  let s = trimTrailingPunctuation(url.trim());
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(s)) s = `http://${s.replace(/^\/+/, '')}`;
  let parsed: URL;
  try {
    parsed = new URL(s);
  } catch {
    return s.toLowerCase();
  }
  const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  const scheme = web ? 'https:' : parsed.protocol;
  let host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  host = host.replace(/^(?:www\d{0,3}|m|mobile)\./, '').replace(/\.m\.wikipedia\.org$/, '.wikipedia.org');
  if (host === 'dx.doi.org') host = 'doi.org';
  const port = parsed.port === '' || (web && (parsed.port === '80' || parsed.port === '443')) ? '' : `:${parsed.port}`;

  let path = normalizePercent(parsed.pathname).replace(/\/+$/, '');
  if (host === 'doi.org') path = safeDecode(path).toLowerCase();
  if (host === 'arxiv.org' || host === 'export.arxiv.org') {
    host = 'arxiv.org';
    const m = ARXIV_PATH_RE.exec(path);
    if (m) path = `/abs/${m[1]}`;
  }

  const query = keptParams(parsed.search.slice(1)).map(normalizePercent).sort().join('&');
  return `${scheme}//${host}${port}${path}${query === '' ? '' : `?${query}`}`;
}
