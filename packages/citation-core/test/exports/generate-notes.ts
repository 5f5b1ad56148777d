// Exports whose citations are real Word footnotes or endnotes (ADR 120): a Claude or ChatGPT
// Markdown report converted by pandoc ("[^1]" becomes a footnote), a Word or Google Docs report
// citing in notes. Each note is a reference, several joined by "; ", an "Ibid.", a short form of
// an earlier note, or commentary; adjacent marks are one citation group. The truth is known by
// construction, in the shape generate.ts gives the scorer: each citation instance is the mark's
// placeholder character (NOTE_MARK) in the paragraph text, as the library reads it.
import { NOTE_MARK } from '../../src/docx/paragraphs.ts';
import { buildDocx, heading, note, noteReference, para, run, text } from '../build-docx.ts';
import { SURNAMES, TOPICS } from './generate.ts';
import type { ExportTruth, TruthInstance } from './generate.ts';

type NoteKind = 'new' | 'repeat' | 'ibid' | 'short' | 'multi' | 'commentary' | 'adjacent';

export interface NoteProfile {
  name: string;
  kind: 'footnote' | 'endnote';
  /** What each note is, cycled. */
  mix: NoteKind[];
  paragraphs: number;
  marksPerParagraph: number;
  /** Sources the notes draw on (at most 9). */
  sources: number;
  /** The id of the first note (pandoc and Word do not always start at 1). */
  firstId: number;
  /** A numbered reference list in the body as well, cited with "[n]". */
  bodyList?: boolean;
  seed: number;
}

const FRAMES = [
  'Long-run trends in {t} across northern regions',
  'What drives {t}: evidence from field data',
  'A national survey of {t} practices',
  'Measuring {t} with satellite observations',
];
const SITES = [
  ['International Energy Agency', 'www.iea.org'],
  ['Our World in Data', 'ourworldindata.org'],
  ['BBC News', 'www.bbc.co.uk'],
  ['World Health Organization', 'www.who.int'],
];
const COMMENTARY = [
  'This figure excludes informal settlements, which the survey did not cover.',
  'Note that the two series use different base years.',
  'However, later estimates are about a third lower.',
  'See the appendix for the full table of regional results.',
  'In practice, most operators report the median rather than the mean.',
];
const IBIDS = ['Ibid.', 'Ibid., p. 12.', 'Id. at 4.'];
const PROSE = [
  'Reports on {t} show consistent gains',
  'Costs of {t} fell over the decade',
  'Reviews of {t} disagree on the effect size',
  'Field trials of {t} began in the 1970s',
];

interface Source {
  text: string;
  /** A short form naming the first author and year, for sources with a personal author. */
  short?: string;
}

function makeSource(i: number, seed: number): Source {
  const surname = SURNAMES[(seed + i) % SURNAMES.length] as string;
  const second = SURNAMES[(seed + i + 7) % SURNAMES.length] as string;
  const topic = TOPICS[(seed + i) % TOPICS.length] as string;
  const title = (FRAMES[i % FRAMES.length] as string).replace('{t}', topic);
  const year = 2008 + ((seed * 7 + i * 3) % 16);
  const slug = `${topic.replace(/ /g, '-')}-${seed}-${i}`;
  switch (i % 3) {
    case 0:
      return {
        text: `${surname}, A., & ${second}, B. (${year}). ${title}. Journal of ${topic.split(' ')[0]} research, ${i + 3}(2), 10-20. https://doi.org/10.5555/${slug}`,
        short: `${surname} and ${second} (${year}).`,
      };
    case 1: {
      const [site, host] = SITES[i % SITES.length] as [string, string];
      return { text: `${title} - ${site}, accessed March 3, 2025, https://${host}/reports/${slug}` };
    }
    default:
      return { text: `${surname}, C. (${year}). ${title}. Northfield University Press.`, short: `${surname} (${year}), 45.` };
  }
}

export function generateNotes(profile: NoteProfile): { bytes: Uint8Array; truth: ExportTruth } {
  const sources = Array.from({ length: profile.sources }, (_, i) => makeSource(i, profile.seed));
  const listSources = profile.bodyList ? [9, 10, 11].map((i) => makeSource(i, profile.seed)) : [];
  const noteList = profile.bodyList ? 1 : 0;
  let body = heading(`Research report ${profile.seed}: ${TOPICS[profile.seed % TOPICS.length]}`);
  let notes = '';
  const instances: TruthInstance[] = [];
  const citedWorks = new Set<string>();
  let entries = 0;
  let nextId = profile.firstId;
  let nextSource = 0;
  let kindIndex = 0;
  let last: number[] | undefined;
  // A new source, in turn; past the last one, sources are cited again in full.
  const pick = () => nextSource++ % sources.length;
  const addNote = (content: string, works: number[]): { id: number; numbers: number[] } => {
    const id = nextId++;
    notes += note(id, run(content), profile.kind);
    const numbers = works.map(() => ++entries);
    for (const w of works) citedWorks.add(`n${w}`);
    if (works.length > 0) last = works;
    return { id, numbers };
  };
  const cited = (w: number) => (sources[w] as Source).text;

  for (let p = 0; p < profile.paragraphs; p++) {
    let xml = '';
    let plain = '';
    const add = (s: string) => {
      xml += run(s);
      plain += s;
    };
    const mark = (id: number) => {
      xml += noteReference(id, profile.kind);
      plain += NOTE_MARK;
    };
    for (let k = 0; k < profile.marksPerParagraph; k++) {
      const sentence = `(n${p}k${k}) ${(PROSE[(p + k) % PROSE.length] as string).replace('{t}', TOPICS[(p * 5 + k) % TOPICS.length] as string)}`;
      if (profile.bodyList && k === 0) {
        const n = 1 + ((p + profile.seed) % listSources.length);
        add(`${sentence} `);
        instances.push({ paragraph: '', text: `[${n}]`, numbers: [n], list: 0, start: plain.length });
        citedWorks.add(`b${n}`);
        add(`[${n}]. `);
        continue;
      }
      add(`${sentence}.`);
      let kind = profile.mix[kindIndex++ % profile.mix.length] as NoteKind;
      const earlierWithShort = [...citedWorks]
        .filter((w) => w.startsWith('n'))
        .map((w) => Number(w.slice(1)))
        .filter((w) => sources[w]?.short);
      if ((kind === 'ibid' || kind === 'repeat') && !last) kind = 'new';
      if (kind === 'short' && earlierWithShort.length === 0) kind = 'new';
      const start = plain.length;
      if (kind === 'commentary') {
        mark(addNote(COMMENTARY[(p + k) % COMMENTARY.length] as string, []).id);
      } else if (kind === 'adjacent') {
        const [a, b] = [pick(), pick()];
        const first = addNote(cited(a), [a]);
        const second = addNote(cited(b), [b]);
        mark(first.id);
        mark(second.id);
        instances.push({ paragraph: '', text: NOTE_MARK + NOTE_MARK, numbers: [...first.numbers, ...second.numbers], list: noteList, start });
      } else {
        let works: number[];
        let content: string;
        if (kind === 'ibid' && last) {
          works = last;
          content = IBIDS[(p + k) % IBIDS.length] as string;
        } else if (kind === 'short') {
          const w = earlierWithShort[(p + k) % earlierWithShort.length] as number;
          works = [w];
          content = (sources[w] as Source).short as string;
        } else if (kind === 'repeat' && last) {
          works = [last[0] as number];
          content = cited(works[0] as number);
        } else if (kind === 'multi') {
          works = [pick(), pick()];
          content = works.map(cited).join('; ');
        } else {
          works = [pick()];
          content = cited(works[0] as number);
        }
        const added = addNote(content, works);
        mark(added.id);
        instances.push({ paragraph: '', text: NOTE_MARK, numbers: added.numbers, list: noteList, start });
      }
      add(' ');
    }
    body += para(xml);
    for (const instance of instances) if (instance.paragraph === '') instance.paragraph = plain;
  }
  if (profile.bodyList) body += heading('References') + listSources.map((s, i) => text(`${i + 1}. ${s.text}`)).join('');
  const parts = profile.kind === 'footnote' ? { footnotes: notes } : { endnotes: notes };
  const bytes = buildDocx({ body, ...parts });
  return { bytes, truth: { name: profile.name, instances, listEntries: entries + listSources.length, bibtexEntries: citedWorks.size, code: [] } };
}

/** The footnote and endnote exports. */
export const NOTE_PROFILES: NoteProfile[] = [
  {
    name: 'pandoc-claude-footnotes',
    kind: 'footnote',
    mix: ['new', 'new', 'ibid', 'short', 'commentary', 'repeat', 'multi', 'adjacent'],
    paragraphs: 6,
    marksPerParagraph: 2,
    sources: 8,
    firstId: 1,
    seed: 31,
  },
  {
    name: 'word-chatgpt-endnotes',
    kind: 'endnote',
    mix: ['new', 'multi', 'ibid', 'new', 'adjacent', 'commentary', 'short'],
    paragraphs: 5,
    marksPerParagraph: 2,
    sources: 7,
    firstId: 2,
    seed: 32,
  },
  {
    name: 'word-footnotes-and-list',
    kind: 'footnote',
    mix: ['new', 'short', 'new', 'ibid', 'commentary'],
    paragraphs: 5,
    marksPerParagraph: 2,
    sources: 6,
    firstId: 1,
    bodyList: true,
    seed: 33,
  },
  {
    name: 'gdocs-footnotes-long',
    kind: 'footnote',
    mix: ['new', 'repeat', 'multi', 'ibid', 'adjacent', 'short', 'new', 'commentary'],
    paragraphs: 24,
    marksPerParagraph: 3,
    sources: 9,
    firstId: 1,
    seed: 34,
  },
];
