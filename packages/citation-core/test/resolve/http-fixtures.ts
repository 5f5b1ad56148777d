// Serves the recorded responses of test/fixtures/http (see scripts/record-fixtures.ts) as msw
// handlers, and counts the requests so tests can assert how many calls a lookup cost.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { normalizeText } from '../../src/resolve/text-match.ts';

export const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/http');

export const CROSSREF = 'https://api.crossref.test';
export const ARXIV = 'https://export.arxiv.test/api';

interface ManifestEntry {
  file: string;
  kind: 'crossref-work' | 'crossref-search' | 'arxiv' | 'page';
  request: string;
  status: number;
  contentType: string;
}

export const manifest: ManifestEntry[] = (JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'manifest.json'), 'utf8')) as { fixtures: ManifestEntry[] }).fixtures;

export function fixtureText(file: string): string {
  return readFileSync(path.join(FIXTURE_DIR, file), 'utf8');
}

export function fixtureJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(fixtureText(file)) as T;
}

export interface RequestLog {
  urls: string[];
  times: number[];
  count(pattern: RegExp): number;
}

export function createRequestLog(): RequestLog {
  const urls: string[] = [];
  const times: number[] = [];
  return { urls, times, count: (pattern) => urls.filter((u) => pattern.test(u)).length };
}

function searchParamsOf(request: string): URLSearchParams {
  return new URL(request, 'http://x').searchParams;
}

/** Crossref and arXiv answered from the recordings; unknown DOIs 404, unknown searches are empty. */
export function fixtureHandlers(log?: RequestLog): HttpHandler[] {
  const record = (url: string): void => {
    log?.urls.push(url);
    log?.times.push(Date.now());
  };
  const works = new Map(
    manifest
      .filter((m) => m.kind === 'crossref-work' && m.status === 200)
      .map((m) => [decodeURIComponent(m.request.slice('/works/'.length)).toLowerCase(), m.file]),
  );
  const searches = new Map(
    manifest.filter((m) => m.kind === 'crossref-search').map((m) => [normalizeText(searchParamsOf(m.request).get('query.bibliographic') ?? ''), m.file]),
  );
  const feeds = manifest.filter((m) => m.kind === 'arxiv');
  return [
    http.get(`${CROSSREF}/works/*`, ({ request }) => {
      record(request.url);
      const doi = decodeURIComponent(new URL(request.url).pathname.slice('/works/'.length)).toLowerCase();
      const file = works.get(doi);
      if (!file) return HttpResponse.json(fixtureJson('crossref/not-found.json'), { status: 404 });
      return HttpResponse.json(fixtureJson(file));
    }),
    http.get(`${CROSSREF}/works`, ({ request }) => {
      record(request.url);
      const q = new URL(request.url).searchParams.get('query.bibliographic') ?? '';
      // Matched on normalised text: punctuation differences in query cleaning do not change Crossref's answer.
      return HttpResponse.json(fixtureJson(searches.get(normalizeText(q)) ?? 'crossref/search.empty.json'));
    }),
    http.get(`${ARXIV}/query`, ({ request }) => {
      record(request.url);
      const params = new URL(request.url).searchParams;
      const idList = params.get('id_list');
      const searchQuery = params.get('search_query');
      const match = feeds.find((f) => {
        const p = searchParamsOf(f.request);
        return idList ? p.get('id_list') === idList : p.get('search_query') === searchQuery;
      });
      const xml = match ? fixtureText(match.file) : idList ? assembleFeed(idList.split(',')) : fixtureText('arxiv/empty.xml');
      return new HttpResponse(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
    }),
  ];
}

/** An id_list answer for any combination of recorded ids: the recorded <entry> elements in a recorded feed envelope. */
function assembleFeed(ids: string[]): string {
  const entries = new Map<string, string>();
  for (const feed of manifest.filter((m) => m.kind === 'arxiv')) {
    for (const entry of fixtureText(feed.file).match(/<entry>[\s\S]*?<\/entry>/g) ?? []) {
      const id = entry.match(/<id>http:\/\/arxiv\.org\/abs\/([^<]+?)(?:v\d+)?<\/id>/)?.[1];
      if (id) entries.set(id, entry);
    }
  }
  const envelope = fixtureText('arxiv/empty.xml');
  const body = ids.flatMap((id) => (entries.has(id) ? [`  ${entries.get(id)}`] : [])).join('\n');
  return envelope.replace('</feed>', `${body}\n</feed>`);
}

/** A page fetcher that serves the recorded landing pages by path (instead of the SSRF-guarded fetch). */
export function fixturePages(log?: RequestLog) {
  const pages = new Map(manifest.filter((m) => m.kind === 'page').map((m) => [m.request, m]));
  return async (url: string) => {
    log?.urls.push(url);
    log?.times.push(Date.now());
    const entry = pages.get(new URL(url).pathname);
    if (!entry || entry.status === 404) return { url, status: 404, contentType: 'text/html', body: '' };
    return { url, status: 200, contentType: entry.contentType, body: fixtureText(entry.file) };
  };
}
