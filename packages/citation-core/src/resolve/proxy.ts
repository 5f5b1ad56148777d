// Proxies as curl, npm and pip honour them: HTTPS_PROXY, HTTP_PROXY, ALL_PROXY and NO_PROXY, in
// either case. The variables are read by proxy-from-env and the connections made by the proxy-agents
// family (landing pages, node:http) and undici's EnvHttpProxyAgent (Crossref, arXiv, OpenAI over
// fetch) — well-kept code for CONNECT tunnels, proxy credentials and NO_PROXY's suffix and port rules.
import type http from 'node:http';
import { getProxyForUrl } from 'proxy-from-env';
import type { FetchLike } from './resolver.ts';

/** The proxy URL a request to `url` goes through, or undefined for a direct connection. */
export type ProxyFor = (url: URL) => string | undefined;

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'ALL_PROXY', 'all_proxy'];

/** Whether the environment names any proxy at all. */
export function proxyConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return PROXY_VARIABLES.some((name) => Boolean(env[name]?.trim()));
}

/** The proxy for a URL from this process's environment (NO_PROXY applied). */
export const proxyFromEnvironment: ProxyFor = (url) => getProxyForUrl(url.toString()) || undefined;

/** The agent that reaches `url` through `proxy`: a CONNECT tunnel for https, absolute-URI requests for http. */
export async function proxyAgent(url: URL, proxy: string): Promise<http.Agent> {
  // Loaded with the first proxied page, so a run without a proxy never loads them.
  if (url.protocol === 'https:') return new (await import('https-proxy-agent')).HttpsProxyAgent(proxy);
  return new (await import('http-proxy-agent')).HttpProxyAgent(proxy);
}

/**
 * fetch for the bibliographic APIs: the platform's own, unless the environment names a proxy; then
 * undici's fetch with its EnvHttpProxyAgent (loaded only then, so a plain run loads nothing more).
 */
export function environmentFetch(env: NodeJS.ProcessEnv = process.env): FetchLike {
  if (!proxyConfigured(env)) return (input, init) => globalThis.fetch(input, init);
  let proxied: Promise<FetchLike> | undefined;
  return async (input, init) => {
    proxied ??= import('undici').then(({ EnvHttpProxyAgent, fetch }) => {
      const dispatcher = new EnvHttpProxyAgent();
      const viaProxy = (url: string | URL, options?: RequestInit) => fetch(url, { ...(options as object), dispatcher });
      return viaProxy as unknown as FetchLike;
    });
    return (await proxied)(input, init);
  };
}
