// A corpus of realistic AI-research exports, generated from compact profiles so that each document
// is reviewable and its truth is known by construction: ChatGPT / Gemini / Perplexity deep-research
// styles and academic writing tools, with hyperlinked and glued [n] labels, double brackets, runs,
// superscripts, grouped and unheaded source lists, lists typed with line breaks, several lists,
// tables, code and YAML/JSON blocks, unit and maths superscripts, long documents, Markdown footnotes
// pasted as text ("[^1]" in the prose, "[^1]: …" as the list, headed or not).
import { buildDocx, escapeXml, heading, hyperlink, para, run, text } from '../build-docx.ts';

export type CiteForm =
  | 'bracket'
  | 'glued'
  | 'linked'
  | 'glued-linked'
  | 'double'
  | 'run'
  | 'super'
  | 'unicode'
  | 'paren'
  | 'fragment'
  | 'footnote'
  | 'footnote-glued'
  | 'footnote-punct'
  | 'bare-linked';
export type ListStyle =
  | 'heading-dot'
  | 'heading-bracket'
  | 'works-cited'
  | 'grouped-unheaded'
  | 'br-paragraph'
  | 'unheaded-bracket'
  | 'markdown-footnotes'
  | 'markdown-footnotes-unheaded'
  | 'learn-more'
  | 'markdown-bold-unheaded';

export interface Profile {
  name: string;
  /** Cite forms used in the prose, cycled. */
  forms: CiteForm[];
  listStyle: ListStyle;
  /** Sections, each with its own reference list (several lists restart at 1). */
  sections: number;
  /** Entries per list. */
  entries: number;
  /** Prose paragraphs per section. */
  paragraphs: number;
  /** Citations per paragraph. */
  citesPerParagraph: number;
  code?: boolean;
  table?: boolean;
  maths?: boolean;
  seed: number;
}

export interface TruthInstance {
  /** The paragraph's full text in the original document (unique in the document). */
  paragraph: string;
  /** The citation as written (the whole group: "[1][2]", "[[2, 7]]", "¹˒³"). */
  text: string;
  numbers: number[];
  list: number;
  /** Offset of the citation in the paragraph's text. */
  start: number;
}

export interface ExportTruth {
  name: string;
  instances: TruthInstance[];
  /** Distinct (list, number) pairs of the reference lists. */
  listEntries: number;
  /** Distinct works cited (one .bib entry each). */
  bibtexEntries: number;
  /** Paragraph texts that are code and must come out byte-identical. */
  code: string[];
}

/** A small deterministic PRNG (mulberry32), so the corpus is the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The words every generated export draws its authors and titles from (generate-notes.ts too). */
export const SURNAMES = [
  'Okafor',
  'Lindqvist',
  'Tanaka',
  'Moreau',
  'Haddad',
  'Kowalski',
  'Nguyen',
  'Fischer',
  'Rossi',
  'Silva',
  'Novak',
  'Brennan',
  'Iyer',
  'Costa',
  'Jensen',
  'Abebe',
];
export const TOPICS = [
  'soil carbon',
  'grid storage',
  'protein folding',
  'urban heat',
  'sleep quality',
  'coral bleaching',
  'battery recycling',
  'language models',
  'river flooding',
  'vaccine uptake',
  'crop yields',
  'microplastics',
];
const SITES = [
  'www.iea.org',
  'ourworldindata.org',
  'www.nature.com',
  'www.bbc.co.uk',
  'en.wikipedia.org',
  'www.who.int',
  'arxiv.org',
  'www.caa.co.uk',
  'www.gov.uk',
  'pygad.readthedocs.io',
];
const PROSE = [
  'Recent work on {t} reports consistent gains across settings',
  'Measurements of {t} in 2019 and 2021 differ by roughly 12%',
  'Over the decade the costs of {t} fell by $5M',
  'Several reviews of {t} disagree about the size of the effect',
  'Field trials of {t} were first run in the 1970s',
  'Critics of {t} wrote their objections to him',
  'The open data on {t} show the same trend in the data',
  'Policy reports on {t} cite a 3:1 ratio of benefits to costs',
  'Open datasets on {t} now cover more than 15,400 sites',
];

interface Source {
  text: string;
  url: string;
}

/** What a source's landing page says, for the look-alike that serves it (look-alike.ts). */
export interface SourcePage {
  url: string;
  title: string;
  author?: string;
  /** ISO date, or none: some pages carry no date at all, as on the real web. */
  date?: string;
  site: string;
}

export interface GenerateOptions {
  /**
   * Point every source at a local look-alike ("http://127.0.0.1:PORT/site/") instead of its public
   * host, and write the link into every entry as Gemini and Perplexity do, so that an online run
   * reads dates and site names from the pages. Unset, the corpus is the offline one.
   */
  siteBase?: string;
  /** A path segment that keeps one document's pages apart from another's. */
  document?: string;
}

function makeSource(rand: () => number, i: number, section: number, options: GenerateOptions = {}, pages?: SourcePage[]): Source {
  const source = makeSourceText(rand, i, section);
  if (!options.siteBase) return source;
  // Each document cites its own pages: the same slug in two documents is two different sources.
  const local = source.url.replace(/^https:\/\/([^/]+)\//, `${options.siteBase}$1/${options.document ?? 'doc'}/`);
  const text = source.text.includes(source.url) ? source.text.replace(source.url, local) : `${source.text}, ${local}`;
  pages?.push(pageOf(source, local));
  return { text, url: local };
}

/** The landing page of a generated source: a date on most pages (never on one in seven), a site name on most. */
function pageOf(source: Source, local: string): SourcePage {
  const slug = local.split('/').pop() ?? '';
  let hash = 0;
  for (const c of slug) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0;
  const host = new URL(source.url).hostname;
  const yearInText = /\((\d{4})\)/.exec(source.text)?.[1];
  const year = yearInText ?? String(2008 + (hash % 17));
  const month = String(1 + (hash % 12)).padStart(2, '0');
  const day = String(1 + (hash % 28)).padStart(2, '0');
  const author = /^([A-Z][a-z]+), [A-Z]\./.exec(source.text)?.[1];
  const title = source.text
    .replace(/^[A-Z][a-z]+, [A-Z]\. \(\d{4}\)\. /, '')
    .replace(/\. (?:Journal of .*|https?:\/\/\S+)$/, '')
    .replace(/ - \S+$/, '')
    .replace(/\.$/, '');
  return {
    url: local,
    title,
    ...(author ? { author } : {}),
    ...(yearInText || hash % 7 !== 0 ? { date: `${year}-${month}-${day}` } : {}),
    site: SITE_NAMES[host] ?? host,
  };
}

const SITE_NAMES: Record<string, string> = {
  'www.iea.org': 'International Energy Agency',
  'ourworldindata.org': 'Our World in Data',
  'www.nature.com': 'Nature',
  'www.bbc.co.uk': 'BBC News',
  'en.wikipedia.org': 'Wikipedia',
  'www.who.int': 'World Health Organization',
  'arxiv.org': 'arXiv',
  'www.caa.co.uk': 'Civil Aviation Authority',
  'www.gov.uk': 'GOV.UK',
  'pygad.readthedocs.io': 'PyGAD',
};

function makeSourceText(rand: () => number, i: number, section: number): Source {
  const site = SITES[Math.floor(rand() * SITES.length)] as string;
  const topic = TOPICS[(i + section * 5) % TOPICS.length] as string;
  const author = SURNAMES[Math.floor(rand() * SURNAMES.length)] as string;
  const year = 2005 + Math.floor(rand() * 20);
  const slug = `${topic.replace(/ /g, '-')}-${section}-${i}`;
  const kind = i % 3;
  if (kind === 0) {
    return {
      text: `${author}, A. (${year}). A study of ${topic}, part ${section * 100 + i}. Journal of ${topic.split(' ')[0]} research, ${i + 1}(2), 10-20. https://doi.org/10.5555/${slug}`,
      url: `https://doi.org/10.5555/${slug}`,
    };
  }
  if (kind === 1) return { text: `${topic[0]?.toUpperCase()}${topic.slice(1)} outlook ${section * 100 + i} - ${site}`, url: `https://${site}/reports/${slug}` };
  return { text: `${author}, B. (${year}). Notes on ${topic} ${section * 100 + i}. https://${site}/articles/${slug}`, url: `https://${site}/articles/${slug}` };
}

const SUPER_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const toSuper = (n: number) => String(n).replace(/\d/g, (d) => SUPER_DIGITS[Number(d)] as string);

interface Built {
  xml: string;
  paragraphText: string;
  instances: Omit<TruthInstance, 'paragraph'>[];
}

/** One prose paragraph with its citations, each in the given form. */
function proseParagraph(
  rand: () => number,
  sentences: string[],
  cites: { form: CiteForm; numbers: number[]; urls: string[] }[],
  list: number,
  links: Record<string, string>,
): Built {
  let xml = '';
  let plain = '';
  const instances: Built['instances'] = [];
  const add = (s: string, props: Parameters<typeof run>[1] = {}) => {
    xml += run(s, props);
    plain += s;
  };
  const link = (s: string, url: string) => {
    const id = `rIdL${Object.keys(links).length + 1}`;
    links[id] = url;
    xml += hyperlink(id, run(s, { style: 'Hyperlink' }));
    plain += s;
  };
  sentences.forEach((sentence, k) => {
    const cite = cites[k];
    if (!cite) {
      add(`${sentence}. `);
      return;
    }
    const nums = cite.numbers;
    // Sentence and glue, then the citation (its offsets recorded), then what follows it.
    const lead: Record<CiteForm, string> = {
      bracket: ' ',
      glued: '',
      linked: ' ',
      'glued-linked': '.',
      double: ' ',
      run: ' ',
      super: '.',
      unicode: '.',
      paren: ' ',
      fragment: ' ',
      footnote: ' ',
      'footnote-glued': '',
      'footnote-punct': '.',
      'bare-linked': '.',
    };
    add(`${sentence}${lead[cite.form]}`);
    const citeStart = plain.length;
    switch (cite.form) {
      case 'bracket':
        add(`[${nums.join(', ')}]`);
        break;
      case 'glued':
        add(`[${nums[0]}]`);
        break;
      case 'linked':
        for (const [i, n] of nums.entries()) link(`[${n}]`, cite.urls[i] as string);
        break;
      case 'glued-linked':
        link(`[${nums[0]}]`, cite.urls[0] as string);
        break;
      case 'bare-linked':
        // Perplexity's and Copilot's bubbles pasted into Word: bare numbers, each a link, glued on.
        for (const [i, n] of nums.entries()) link(String(n), cite.urls[i] as string);
        break;
      case 'double':
        add(`[[${nums.join(', ')}]]`);
        break;
      case 'run':
        add(nums.map((n) => `[${n}]`).join(''));
        break;
      case 'super':
        add(nums.join(','), { sup: true });
        break;
      case 'unicode':
        add(nums.map(toSuper).join('˒'));
        break;
      case 'paren':
        add(`(${nums.join(', ')})`);
        break;
      case 'footnote':
      case 'footnote-glued':
      case 'footnote-punct':
        // Markdown footnote references as the text keeps them; several in a row are one group.
        add(nums.map((n) => `[^${n}]`).join(''));
        break;
      case 'fragment':
        link(`[${nums[0]}]`, `${cite.urls[0]}#:~:text=${encodeURIComponent(sentence.split(' ').slice(0, 3).join(' '))}`);
        break;
    }
    const citeEnd = plain.length;
    add(
      cite.form === 'glued-linked' || cite.form === 'bare-linked' || cite.form === 'super' || cite.form === 'unicode' || cite.form === 'footnote-punct'
        ? ' '
        : '. ',
    );
    const citeText = plain.slice(citeStart, citeEnd);
    instances.push({ text: citeText, numbers: nums, list, start: citeStart });
  });
  void rand;
  return { xml: para(xml), paragraphText: plain, instances };
}

function referenceListXml(style: ListStyle, sources: Source[], links: Record<string, string>, headingText: string): { xml: string; entries: number } {
  const linkRun = (s: string, url: string) => {
    const id = `rIdR${Object.keys(links).length + 1}`;
    links[id] = url;
    return hyperlink(id, run(s, { style: 'Hyperlink' }));
  };
  switch (style) {
    case 'heading-dot':
      return { xml: heading(headingText) + sources.map((s, i) => text(`${i + 1}. ${s.text}`)).join(''), entries: sources.length };
    case 'heading-bracket':
      return { xml: heading(headingText) + sources.map((s, i) => para(run(`[${i + 1}] `) + run(s.text))).join(''), entries: sources.length };
    case 'works-cited':
      return { xml: heading('Works cited') + sources.map((s, i) => text(`${i + 1}. ${s.text}, accessed November 3, 2025`)).join(''), entries: sources.length };
    case 'unheaded-bracket':
      return { xml: sources.map((s, i) => para(run(`[${i + 1}] ${s.text} `) + linkRun(s.url, s.url))).join(''), entries: sources.length };
    case 'br-paragraph':
      return {
        xml: heading(headingText) + para(sources.map((s, i) => run(`[${i + 1}] ${s.text}`)).join('<w:r><w:br/></w:r>')),
        entries: sources.length,
      };
    case 'learn-more':
      // Copilot: a heading no reference word names, "n." labels, each source a link.
      return { xml: text('Learn more') + sources.map((s, i) => para(run(`${i + 1}. `) + linkRun(s.text, s.url))).join(''), entries: sources.length };
    case 'markdown-bold-unheaded':
      // Markdown pasted as text with no heading: "**1.** Source" at the very end of the document.
      return { xml: sources.map((s, i) => text(`**${i + 1}.** ${s.text}`)).join(''), entries: sources.length };
    case 'markdown-footnotes':
    case 'markdown-footnotes-unheaded': {
      // "[^n]: …" definitions; a word-labelled note among them is not a source and stays in the text.
      const definitions = sources.map((s, i) => text(`[^${i + 1}]: ${s.text}`));
      definitions.splice(2, 0, text(MARKDOWN_NOTE_DEFINITION));
      return { xml: (style === 'markdown-footnotes' ? heading(headingText) : '') + definitions.join(''), entries: sources.length };
    }
    case 'grouped-unheaded': {
      // ChatGPT: "[1] [4] Title" then the URL on its own line; two labels may share one source.
      let xml = '';
      for (let i = 0; i < sources.length; i += 2) {
        const labels = [i + 1, i + 2].filter((n) => n <= sources.length);
        const s = sources[i] as Source;
        xml += para(labels.map((n) => linkRun(`[${n}]`, s.url)).join(run(' ')) + run(` ${s.text.replace(/https?:\/\/\S+/, '').trim()}`));
        xml += para(linkRun(s.url, s.url));
      }
      return { xml, entries: sources.length };
    }
  }
}

const CODE_BLOCKS = [
  ['retries: (1-5)', 'backoff: [2, 4, 8]', 'timeout_s: 30'],
  ['{"range": "(1-5)", "refs": [2, 3], "note": "see [4]"}'],
  ['values = data[34] + arr[1]  # first [2] items', 'print(results[3])'],
];

/** Markdown footnote look-alikes in code: C#'s index from the end, and the syntax explained in a code block. */
const MARKDOWN_CODE = [
  'last = array[^1]  // C#: the last element',
  'Cite with [^1] in the text and define it as [^1]: Author, Title.',
  'items[^2] = next[^3];',
];
/** A footnote with a word label: a note, not a numbered source; it stays as written. */
const MARKDOWN_NOTE_DEFINITION = '[^method]: Shares were rounded to whole numbers.';

export function generate(profile: Profile, options: GenerateOptions = {}): { bytes: Uint8Array; truth: ExportTruth; pages: SourcePage[] } {
  const pages: SourcePage[] = [];
  const rand = random(profile.seed);
  const links: Record<string, string> = {};
  let body = heading(`Deep research report: ${TOPICS[profile.seed % TOPICS.length]}`);
  const instances: TruthInstance[] = [];
  const code: string[] = [];
  let listEntries = 0;
  let cited = 0;
  let formIndex = 0;
  for (let section = 0; section < profile.sections; section++) {
    const sources = Array.from({ length: profile.entries }, (_, i) => makeSource(rand, i, section, { document: profile.name, ...options }, pages));
    const grouped = profile.listStyle === 'grouped-unheaded';
    const markdown = profile.listStyle.startsWith('markdown-footnotes');
    const citedNumbers = new Set<number>();
    if (profile.sections > 1) body += heading(`Part ${section + 1}`, 2);
    for (let p = 0; p < profile.paragraphs; p++) {
      const sentences = Array.from({ length: profile.citesPerParagraph + 1 }, (_, k) => {
        const template = PROSE[(p + k + section) % PROSE.length] as string;
        return `(s${section}p${p}k${k}) ${template.replace('{t}', TOPICS[(p * 3 + k) % TOPICS.length] as string)}`;
      });
      const cites = Array.from({ length: profile.citesPerParagraph }, () => {
        const form = profile.forms[formIndex++ % profile.forms.length] as CiteForm;
        const count =
          form === 'bracket' ||
          form === 'double' ||
          form === 'run' ||
          form === 'super' ||
          form === 'unicode' ||
          form === 'paren' ||
          form === 'footnote' ||
          form === 'footnote-punct'
            ? 1 + Math.floor(rand() * 2)
            : 1;
        const first = 1 + Math.floor(rand() * profile.entries);
        const numbers = [...new Set(Array.from({ length: count }, (_, i) => ((first + i * 3 - 1) % profile.entries) + 1))].sort((a, b) => a - b);
        for (const n of numbers) citedNumbers.add(n);
        return { form, numbers, urls: numbers.map((n) => (sources[grouped ? (n - 1) & ~1 : n - 1] as Source).url) };
      });
      const built = proseParagraph(rand, sentences, cites, section, links);
      body += built.xml;
      for (const i of built.instances) instances.push({ ...i, paragraph: built.paragraphText });
      if (profile.maths && p === 0) body += text(`The tank holds 5 m³ and the loss scales with x² while e⁴ grows (s${section}).`);
      if (profile.table && p === 1) {
        const cell = (s: string) => `<w:tc>${text(s)}</w:tc>`;
        body += `<w:tbl><w:tr>${cell('Metric')}${cell('Value')}</w:tr><w:tr>${cell(`Sites (s${section})`)}${cell('15,400')}</w:tr></w:tbl>`;
      }
      if (markdown && p === 0) body += text(`Shares of each source (s${section}) are rounded[^method], as the notes say.`);
      if (markdown && profile.code && p === 1) {
        // Prose about Markdown syntax: "[^1]" as inline code is an example, not a citation.
        body += para(run(`In Markdown (s${section}) a footnote is written `) + run('[^1]', { font: 'Consolas' }) + run(' after the claim.'));
      }
      if (profile.code && p === 2) {
        for (const line of markdown ? MARKDOWN_CODE : (CODE_BLOCKS[section % CODE_BLOCKS.length] as string[])) {
          body += para(run(line, { font: 'Consolas' }));
          code.push(line);
        }
      }
    }
    const list = referenceListXml(profile.listStyle, sources, links, ['References', 'Sources', 'Bibliography'][section % 3] as string);
    body += list.xml;
    listEntries += list.entries;
    // Grouped lists give two labels one source: cited works count distinct sources.
    cited += grouped ? new Set([...citedNumbers].map((n) => (n - 1) >> 1)).size : citedNumbers.size;
  }
  const bytes = buildDocx({ body, links });
  void escapeXml;
  return { bytes, truth: { name: profile.name, instances, listEntries, bibtexEntries: cited, code }, pages };
}

/** The corpus: 27 profiles of the export styles seen in the wild. */
export const PROFILES: Profile[] = [
  {
    name: 'chatgpt-linked-grouped',
    forms: ['linked', 'glued-linked', 'fragment'],
    listStyle: 'grouped-unheaded',
    sections: 1,
    entries: 12,
    paragraphs: 6,
    citesPerParagraph: 2,
    seed: 1,
  },
  {
    name: 'chatgpt-double-brackets',
    forms: ['double', 'bracket', 'glued'],
    listStyle: 'heading-bracket',
    sections: 1,
    entries: 10,
    paragraphs: 6,
    citesPerParagraph: 2,
    code: true,
    seed: 2,
  },
  {
    name: 'chatgpt-glued-prose',
    forms: ['glued', 'glued-linked', 'bracket'],
    listStyle: 'unheaded-bracket',
    sections: 1,
    entries: 14,
    paragraphs: 8,
    citesPerParagraph: 2,
    seed: 3,
  },
  {
    name: 'chatgpt-long-300',
    forms: ['linked', 'glued', 'bracket', 'run'],
    listStyle: 'grouped-unheaded',
    sections: 1,
    entries: 60,
    paragraphs: 110,
    citesPerParagraph: 3,
    table: true,
    code: true,
    seed: 4,
  },
  {
    name: 'gemini-superscript-works-cited',
    forms: ['super'],
    listStyle: 'works-cited',
    sections: 1,
    entries: 15,
    paragraphs: 8,
    citesPerParagraph: 2,
    maths: true,
    seed: 5,
  },
  {
    name: 'gemini-unicode-superscripts',
    forms: ['unicode'],
    listStyle: 'works-cited',
    sections: 1,
    entries: 12,
    paragraphs: 6,
    citesPerParagraph: 2,
    maths: true,
    seed: 6,
  },
  { name: 'gemini-br-list', forms: ['bracket', 'super'], listStyle: 'br-paragraph', sections: 1, entries: 9, paragraphs: 5, citesPerParagraph: 2, seed: 7 },
  {
    name: 'gemini-tables-code',
    forms: ['bracket', 'run'],
    listStyle: 'heading-dot',
    sections: 1,
    entries: 10,
    paragraphs: 6,
    citesPerParagraph: 2,
    table: true,
    code: true,
    maths: true,
    seed: 8,
  },
  {
    name: 'perplexity-runs-unheaded',
    forms: ['run', 'bracket'],
    listStyle: 'unheaded-bracket',
    sections: 1,
    entries: 10,
    paragraphs: 6,
    citesPerParagraph: 2,
    seed: 9,
  },
  {
    name: 'perplexity-linked-runs',
    forms: ['linked', 'run'],
    listStyle: 'heading-bracket',
    sections: 1,
    entries: 12,
    paragraphs: 7,
    citesPerParagraph: 2,
    code: true,
    seed: 10,
  },
  {
    name: 'perplexity-fragments',
    forms: ['fragment', 'linked'],
    listStyle: 'unheaded-bracket',
    sections: 1,
    entries: 8,
    paragraphs: 5,
    citesPerParagraph: 2,
    seed: 11,
  },
  { name: 'academic-paren-vancouver', forms: ['paren'], listStyle: 'heading-dot', sections: 1, entries: 12, paragraphs: 6, citesPerParagraph: 2, seed: 12 },
  {
    name: 'academic-two-lists',
    forms: ['bracket', 'double'],
    listStyle: 'heading-dot',
    sections: 2,
    entries: 8,
    paragraphs: 4,
    citesPerParagraph: 2,
    seed: 13,
  },
  {
    name: 'academic-three-lists-br',
    forms: ['bracket', 'glued'],
    listStyle: 'br-paragraph',
    sections: 3,
    entries: 6,
    paragraphs: 3,
    citesPerParagraph: 2,
    seed: 14,
  },
  {
    name: 'markdown-converted-brackets',
    forms: ['bracket', 'glued', 'run'],
    listStyle: 'heading-bracket',
    sections: 1,
    entries: 10,
    paragraphs: 6,
    citesPerParagraph: 2,
    code: true,
    table: true,
    seed: 15,
  },
  {
    name: 'markdown-superscripts-maths',
    forms: ['super', 'unicode'],
    listStyle: 'heading-dot',
    sections: 1,
    entries: 10,
    paragraphs: 6,
    citesPerParagraph: 1,
    maths: true,
    seed: 16,
  },
  {
    name: 'chatgpt-mixed-everything',
    forms: ['linked', 'glued', 'double', 'run', 'bracket', 'fragment'],
    listStyle: 'grouped-unheaded',
    sections: 1,
    entries: 16,
    paragraphs: 10,
    citesPerParagraph: 3,
    code: true,
    table: true,
    maths: true,
    seed: 17,
  },
  {
    name: 'gemini-long-superscripts',
    forms: ['super', 'unicode'],
    listStyle: 'works-cited',
    sections: 1,
    entries: 40,
    paragraphs: 60,
    citesPerParagraph: 3,
    maths: true,
    seed: 18,
  },
  {
    name: 'perplexity-long-runs',
    forms: ['run', 'linked', 'glued'],
    listStyle: 'unheaded-bracket',
    sections: 1,
    entries: 50,
    paragraphs: 100,
    citesPerParagraph: 3,
    code: true,
    seed: 19,
  },
  { name: 'academic-two-lists-paren', forms: ['paren'], listStyle: 'heading-dot', sections: 2, entries: 7, paragraphs: 4, citesPerParagraph: 2, seed: 20 },
  {
    name: 'chatgpt-short-report',
    forms: ['glued-linked'],
    listStyle: 'grouped-unheaded',
    sections: 1,
    entries: 6,
    paragraphs: 3,
    citesPerParagraph: 2,
    seed: 21,
  },
  {
    name: 'gemini-br-list-long',
    forms: ['bracket', 'glued'],
    listStyle: 'br-paragraph',
    sections: 1,
    entries: 25,
    paragraphs: 20,
    citesPerParagraph: 2,
    table: true,
    seed: 22,
  },
  {
    name: 'markdown-code-heavy',
    forms: ['bracket'],
    listStyle: 'heading-bracket',
    sections: 2,
    entries: 6,
    paragraphs: 4,
    citesPerParagraph: 2,
    code: true,
    maths: true,
    seed: 23,
  },
  {
    name: 'perplexity-double-fragment',
    forms: ['double', 'fragment'],
    listStyle: 'heading-bracket',
    sections: 1,
    entries: 9,
    paragraphs: 5,
    citesPerParagraph: 2,
    seed: 24,
  },
  {
    name: 'markdown-footnotes',
    forms: ['footnote', 'footnote-glued', 'footnote-punct'],
    listStyle: 'markdown-footnotes',
    sections: 1,
    entries: 12,
    paragraphs: 7,
    citesPerParagraph: 2,
    code: true,
    table: true,
    seed: 25,
  },
  {
    name: 'markdown-footnotes-unheaded',
    forms: ['footnote-glued', 'footnote', 'footnote-punct'],
    listStyle: 'markdown-footnotes-unheaded',
    sections: 1,
    entries: 10,
    paragraphs: 6,
    citesPerParagraph: 2,
    code: true,
    seed: 26,
  },
  {
    name: 'markdown-footnotes-two-lists',
    forms: ['footnote', 'footnote-punct'],
    listStyle: 'markdown-footnotes',
    sections: 2,
    entries: 6,
    paragraphs: 4,
    citesPerParagraph: 2,
    code: true,
    seed: 27,
  },
  { name: 'copilot-learn-more', forms: ['bracket', 'run'], listStyle: 'learn-more', sections: 1, entries: 8, paragraphs: 5, citesPerParagraph: 2, seed: 31 },
  {
    name: 'perplexity-pasted-bubbles',
    forms: ['bare-linked', 'bare-linked', 'bracket'],
    listStyle: 'heading-dot',
    sections: 1,
    entries: 9,
    paragraphs: 5,
    citesPerParagraph: 2,
    seed: 33,
  },
  {
    name: 'markdown-bold-labels',
    forms: ['bracket', 'super'],
    listStyle: 'markdown-bold-unheaded',
    sections: 1,
    entries: 9,
    paragraphs: 6,
    citesPerParagraph: 2,
    seed: 32,
  },
];
