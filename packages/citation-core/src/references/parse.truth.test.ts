import { describe, expect, it } from 'vitest';
import { loadTruthDocs, withoutLabel } from '../../test/fixtures/references/truth-docs.ts';
import { parseReference } from './parse.ts';
import { familyNamesMatch, normalizeTitle, titleSimilarity } from './similarity.ts';

// Every entry of every example document, parsed and checked against the true record.
const STRUCTURED = new Set(['apa', 'harvard', 'vancouver', 'ieee', 'chicago']);

describe.each(loadTruthDocs().map((doc) => [doc.name, doc] as const))('parseReference on %s', (_name, doc) => {
  const entries = doc.lists.flatMap((list, l) => list.entries.map((entry) => ({ ...entry, list: l })));

  it.each(entries.map((e) => [`${e.list}:${e.number} ${e.format} ${e.perturbations.join(',')}`, e] as const))('%s', (_label, entry) => {
    const work = doc.works[entry.recordId];
    expect(work).toBeDefined();
    if (!work) return;
    const raw = withoutLabel(entry.raw);
    const parsed = parseReference(raw);

    // DOI: found whenever the string carries one (fabricated entries cite another work's DOI).
    const doi = (work.doi ?? work.citedDoi ?? '').toLowerCase();
    if (doi !== '' && raw.toLowerCase().includes(doi)) expect(parsed.doi).toBe(doi);
    else expect(parsed.doi).toBeUndefined();
    if (work.arxiv && raw.includes(work.arxiv)) expect(parsed.arxivId).toBe(work.arxiv);

    // Year: the string's own year (a wrong_year entry states a different one); never the access year.
    if (STRUCTURED.has(entry.format)) expect(parsed.year).toBeDefined();
    if (parsed.year !== undefined) {
      if (entry.perturbations.includes('wrong_year')) expect(parsed.year).not.toBe(work.year);
      else expect(parsed.year).toBe(work.year);
    }

    // First author: the family name (typo-tolerant for misspelled_author), or the organisation.
    if (STRUCTURED.has(entry.format) && work.nAuthors > 0) {
      const first = parsed.authors[0];
      expect(first?.family).toBeDefined();
      expect(familyNamesMatch(first?.family ?? '', work.firstFamily)).toBe(true);
      if (!entry.perturbations.includes('misspelled_author')) expect(first?.family).toBe(work.firstFamily);
    }
    if (work.nAuthors === 0 && parsed.authors.length > 0) expect(parsed.authors).toEqual([{ literal: work.containerTitle }]);

    // Title: present and close whenever the string carries (the start of) the title.
    const titleStart = normalizeTitle(work.title).split(' ').slice(0, 3).join(' ');
    if (normalizeTitle(raw).includes(titleStart)) {
      expect(parsed.title).toBeDefined();
      expect(titleSimilarity(parsed.title ?? '', work.title)).toBeGreaterThanOrEqual(0.8);
    }
  });
});
