// repairDocument as a job runner sees it: progress on the five steps, the live log, the credit
// hook before any lookup, cancellation, and a resolver failure that degrades instead of failing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureDocxPaths } from '../test/shared-path.ts';
import { AbortError, isCitationCoreError } from './errors.ts';
import { repairDocument } from './pipeline.ts';
import { readDocx } from './docx/read.ts';
import type { MetadataResolver } from './resolve/resolver.ts';
import { createResolver } from './resolve/create-resolver.ts';
import { ResolverHttpError } from './resolve/resolver-http-error.ts';
import { isDocumentNotice } from './log-scope.ts';
import { buildDocx, heading, referenceList, text } from '../test/build-docx.ts';
import type { LogEntry, ProgressEvent } from './types.ts';

const fx02 = fixtureDocxPaths().find((p) => p.includes('fx02')) as string;
const bytes = () => new Uint8Array(readFileSync(fx02));

describe('repairDocument', () => {
  it('gives the document as parts that share the input bytes, joined into docx only when read', async () => {
    const input = bytes();
    const result = await repairDocument(input, { markerStyle: 'rtf' });
    // Copied entries are views into the input, not copies of it.
    expect(result.docxParts.some((part) => part.buffer === input.buffer)).toBe(true);
    const joined = Buffer.concat(result.docxParts);
    expect(Buffer.compare(Buffer.from(result.docx), joined)).toBe(0);
    expect(result.docx).toBe(result.docx); // joined once
    expect(Buffer.from(result.docx.subarray(0, 2)).toString('latin1')).toBe('PK');
  });

  it('reports progress through the five steps with the spec thresholds, and one log entry per cited reference', async () => {
    const events: ProgressEvent[] = [];
    const live: LogEntry[] = [];
    const result = await repairDocument(bytes(), { onProgress: (e) => events.push(e), onLog: (e) => live.push(e) });
    expect(events.map((e) => e.step)).toEqual([...events.map((e) => e.step)].sort());
    expect(new Set(events.map((e) => e.step))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const e of events) {
      const limit = [0, 20, 40, 60, 80, 100][e.step] as number;
      expect(e.percent).toBeLessThanOrEqual(limit);
    }
    expect(events.at(-1)?.percent).toBe(100);
    expect(live).toEqual(result.log);
    expect(result.log).toHaveLength(result.report.bibtexEntries);
    for (const entry of result.log) {
      expect(entry).toMatchObject({ status: 'warning', strategy: 'parsed' });
      expect(entry.citation).toMatch(/^\[\d+(, \d+)*\] /);
      expect(Date.parse(entry.timestamp)).not.toBeNaN();
    }
  });

  it('asks for the credits once citations are counted, before any lookup; a refusal stops the run', async () => {
    let looked = false;
    const resolver: MetadataResolver = {
      resolveAll: async () => {
        looked = true;
        return [];
      },
    };
    const counts: unknown[] = [];
    const refusal = repairDocument(bytes(), {
      resolver,
      onCitationsCounted: (c) => {
        counts.push(c);
        throw new Error('Insufficient credits: 13 needed, 5 available');
      },
    });
    await expect(refusal).rejects.toThrow('Insufficient credits');
    expect(counts).toEqual([{ citationsFound: 15, uniqueReferences: 13 }]);
    expect(looked).toBe(false);
  });

  it('says once, as a document notice, how many references the lookup services left unchecked', async () => {
    const down: MetadataResolver = {
      resolve: async () => {
        throw new ResolverHttpError('NETWORK', 'connect ECONNREFUSED 127.0.0.1:443', { url: 'https://api.crossref.org/works', service: 'crossref' });
      },
      canResolve: () => true,
      id: 'crossref',
    } as unknown as MetadataResolver;
    const result = await repairDocument(bytes(), { resolver: createResolver({ resolvers: [down as never] }) });
    const notices = result.log.filter(isDocumentNotice);
    expect(notices.filter((e) => e.strategy === 'lookups')).toHaveLength(1);
    expect(notices.find((e) => e.strategy === 'lookups')?.message).toMatch(/^None of the references could be checked: the lookup services did not answer\./);
    expect(result.report.references.every((r) => r.status === 'unverified')).toBe(true);
    // With the services answering, no such notice.
    const offline = await repairDocument(bytes(), {});
    expect(offline.log.some((e) => e.strategy === 'lookups')).toBe(false);
  });

  it('stops with an AbortError when cancelled, also in the middle of the lookups', async () => {
    const before = new AbortController();
    before.abort();
    await expect(repairDocument(bytes(), { signal: before.signal })).rejects.toBeInstanceOf(AbortError);

    const during = new AbortController();
    const slow: MetadataResolver = {
      resolveAll: (_refs, options) =>
        new Promise((_resolve, reject) => {
          options?.signal?.addEventListener('abort', () => reject(new Error('aborted by the signal')));
          setTimeout(() => during.abort(), 10);
        }),
    };
    const error = await repairDocument(bytes(), { signal: during.signal, resolver: slow }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(isCitationCoreError(error) && error.code).toBe('ABORTED');
  });

  it('refuses an invalid option with a typed error naming it', async () => {
    await expect(repairDocument(bytes(), { markerStyle: 'apa' as never })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringContaining('markerStyle'),
    });
  });

  it('refuses hostile or broken input with a typed error, never a crash', async () => {
    await expect(repairDocument(new Uint8Array(0))).rejects.toMatchObject({ code: 'EMPTY_FILE' });
    await expect(repairDocument(new TextEncoder().encode('%PDF-1.7 not a docx'))).rejects.toMatchObject({ code: 'NOT_A_ZIP' });
    const truncated = bytes().slice(0, 2000);
    const error = await repairDocument(truncated).catch((e: unknown) => e);
    expect(isCitationCoreError(error)).toBe(true);
  });

  it('makes per-chapter lists one bibliography where the last list stood, and says so in a document notice', async () => {
    const chapters = buildDocx({
      body:
        heading('1 Introduction') +
        text('Genomes were sequenced [1] and proteins folded [2].') +
        referenceList([
          [1, 'Lander ES, Linton LM. Initial sequencing of the human genome. Nature. 2001;409:860-921.'],
          [2, 'Jumper J, Evans R. Highly accurate protein structure prediction. Nature. 2021;596:583-9.'],
        ]) +
        heading('2 Methods') +
        text('Our network is residual [1] and attends [2].') +
        referenceList([
          [1, 'He K, Zhang X. Deep residual learning for image recognition. Proc CVPR. 2016:770-8.'],
          [2, 'Vaswani A, Shazeer N. Attention is all you need. Adv Neural Inf Process Syst. 2017;30:5998-6008.'],
        ]),
    });
    const result = await repairDocument(chapters);
    const pkg = readDocx(result.docx);
    const doc = pkg.readXml(pkg.mainPart) ?? '';
    // The bibliography closes the last chapter, under its list's heading; one "References" heading is left.
    expect(doc.indexOf('ZOTERO_BIBL')).toBeGreaterThan(doc.indexOf('Our network is residual'));
    expect(doc.match(/>References</g)).toHaveLength(1);
    expect(doc.indexOf('>References<')).toBeGreaterThan(doc.indexOf('2 Methods'));
    const notices = result.log.filter(isDocumentNotice).map((e) => e.message);
    expect(notices).toContain(
      'The document had 2 reference lists (one per chapter or section): Zotero keeps one bibliography per document, placed where the last list was, under "References", with the references of both; the other list\'s heading and entries were removed.',
    );
    // Text markers keep no bibliography in the document: nothing to say.
    const rtf = await repairDocument(chapters, { markerStyle: 'rtf' });
    expect(rtf.log.filter(isDocumentNotice).map((e) => e.id)).not.toContain('lists-merged');
  });
});
