// The works both round trips render and read back (CSL styles through citeproc in
// style-roundtrip.test.ts, BibTeX's own styles through bibtex in bibtex-roundtrip.test.ts), and the
// comparison of a reading with the work: the fields a reference manager needs, only those the
// entry prints.
import type { CslData } from '../src/export/csl-data.ts';
import { parseReference } from '../src/references/parse.ts';
import type { CslName, ParsedReference } from '../src/types.ts';

const date = (...parts: number[]) => ({ 'date-parts': [parts] });
const person = (family: string, given: string, particle?: string): CslName => ({ family, given, ...(particle ? { 'non-dropping-particle': particle } : {}) });

export const ITEMS: CslData[] = [
  {
    id: 'journal-1-author-doi',
    type: 'article-journal',
    title: 'Soil carbon dynamics under long-term grazing',
    author: [person('Thompson', 'Rachel')],
    'container-title': 'Journal of Applied Ecology',
    volume: '57',
    issue: '4',
    page: '712-725',
    issued: date(2020),
    DOI: '10.1111/1365-2664.13587',
  },
  {
    id: 'journal-2-authors',
    type: 'article-journal',
    title: 'Measuring attention in classroom settings',
    author: [person('Okafor', 'Chinedu'), person('Lindqvist', 'Anna')],
    'container-title': 'Educational Psychology Review',
    volume: '33',
    issue: '2',
    page: '401-429',
    issued: date(2021),
    DOI: '10.1007/s10648-020-09561-2',
  },
  {
    id: 'journal-3-authors',
    type: 'article-journal',
    title: 'Wind turbine wake interactions in complex terrain',
    author: [person('Kowalski', 'Piotr'), person('Ferreira', 'Ana'), person('Nakamura', 'Kenji')],
    'container-title': 'Renewable Energy',
    volume: '164',
    page: '1125-1139',
    issued: date(2019),
    DOI: '10.1016/j.renene.2019.03.011',
  },
  {
    id: 'journal-8-authors',
    type: 'article-journal',
    title: 'A multicentre trial of early mobilisation after hip fracture',
    author: [
      person('Anderson', 'Mark'),
      person('Baker', 'Lucy'),
      person('Chen', 'Wei'),
      person('Davies', 'Owen'),
      person('Evans', 'Sarah'),
      person('Fischer', 'Tobias'),
      person('Gupta', 'Priya'),
      person('Hughes', 'Daniel'),
    ],
    'container-title': 'The Lancet',
    volume: '395',
    issue: '10231',
    page: '1234-1242',
    issued: date(2020),
    DOI: '10.1016/S0140-6736(20)30567-5',
  },
  {
    id: 'journal-accented',
    type: 'article-journal',
    title: 'Narrative memory in Latin American fiction',
    author: [person('García-Márquez', 'Lucía'), person('Müller', 'Jürgen')],
    'container-title': 'Comparative Literature Studies',
    volume: '58',
    issue: '1',
    page: '88-107',
    issued: date(2021),
  },
  {
    id: 'journal-particle',
    type: 'article-journal',
    title: 'Groundwater recharge in the Rhine delta',
    author: [person('Berg', 'Jan', 'van der'), person('Smit', 'Eva')],
    'container-title': 'Hydrological Processes',
    volume: '34',
    issue: '12',
    page: '2650-2664',
    issued: date(2020),
  },
  {
    id: 'journal-subtitle',
    type: 'article-journal',
    title: 'Trust and the platform economy: Evidence from ride-hailing drivers',
    author: [person('Moreau', 'Claire'), person('Singh', 'Arjun')],
    'container-title': 'Work, Employment and Society',
    volume: '36',
    issue: '3',
    page: '455-473',
    issued: date(2022),
    DOI: '10.1177/09500170211011321',
  },
  {
    id: 'book-edition-place',
    type: 'book',
    title: 'Principles of Environmental Economics',
    author: [person('Hanley', 'Nick'), person('Shogren', 'Jason')],
    edition: '3',
    publisher: 'Routledge',
    'publisher-place': 'London',
    issued: date(2019),
  },
  {
    id: 'edited-book',
    type: 'book',
    title: 'Handbook of Urban Sociology',
    editor: [person('Lopez', 'Maria'), person('Becker', 'Hans')],
    publisher: 'Oxford University Press',
    'publisher-place': 'Oxford',
    issued: date(2018),
  },
  {
    id: 'chapter',
    type: 'chapter',
    title: 'Housing markets and segregation',
    author: [person('Patel', 'Ravi')],
    editor: [person('Lopez', 'Maria'), person('Becker', 'Hans')],
    'container-title': 'Handbook of Urban Sociology',
    page: '145-168',
    publisher: 'Oxford University Press',
    'publisher-place': 'Oxford',
    issued: date(2018),
  },
  {
    id: 'conference-paper',
    type: 'paper-conference',
    title: 'Efficient transformers for long document classification',
    author: [person('Ivanova', 'Elena'), person('Brooks', 'Thomas')],
    'container-title': 'Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing',
    page: '3021-3033',
    publisher: 'Association for Computational Linguistics',
    'publisher-place': 'Punta Cana',
    issued: date(2021),
    DOI: '10.18653/v1/2021.emnlp-main.242',
  },
  {
    id: 'report-organisation',
    type: 'report',
    title: 'Global tuberculosis report 2020',
    author: [{ literal: 'World Health Organization' }],
    number: 'WHO/CDS/TB/2020.22',
    publisher: 'World Health Organization',
    'publisher-place': 'Geneva',
    issued: date(2020),
  },
  {
    id: 'thesis',
    type: 'thesis',
    title: 'Machine learning methods for protein structure prediction',
    author: [person('Williams', 'Hannah')],
    genre: 'PhD thesis',
    publisher: 'University of Cambridge',
    'publisher-place': 'Cambridge',
    issued: date(2017),
  },
  {
    id: 'web-page',
    type: 'webpage',
    title: 'How to reduce your carbon footprint',
    author: [person('Green', 'Oliver')],
    'container-title': 'Energy Saving Trust',
    URL: 'https://energysavingtrust.org.uk/reduce-carbon-footprint',
    issued: date(2022, 3, 15),
    accessed: date(2023, 5, 10),
  },
  {
    id: 'preprint-arxiv',
    type: 'article',
    title: 'Scaling laws for sparse mixture-of-experts models',
    author: [person('Rossi', 'Marco'), person('Kim', 'Jisoo')],
    publisher: 'arXiv',
    number: 'arXiv:2203.01234',
    issued: date(2022),
    DOI: '10.48550/arXiv.2203.01234',
  },
  {
    id: 'newspaper',
    type: 'article-newspaper',
    title: 'City council approves new cycling network',
    author: [person('Harris', 'Emma')],
    'container-title': 'The Guardian',
    issued: date(2023, 6, 14),
    URL: 'https://www.theguardian.com/uk-news/2023/jun/14/city-council-cycling-network',
  },
  {
    id: 'journal-article-number',
    type: 'article-journal',
    title: 'Heat pump adoption and household energy bills',
    author: [person('Nowak', 'Katarzyna'), person('Osei', 'Kwame'), person('Larsen', 'Ingrid')],
    'container-title': 'PLOS ONE',
    volume: '18',
    issue: '5',
    page: 'e0285432',
    issued: date(2023),
    DOI: '10.1371/journal.pone.0285432',
  },
  {
    id: 'journal-question-title',
    type: 'article-journal',
    title: 'Does carbon pricing reduce emissions? Evidence from the European Union',
    author: [person('Souza', 'Jean-Paul', 'de'), person('Hoffmann', 'Lena')],
    'container-title': 'Energy Economics',
    volume: '119',
    page: '106540',
    issued: date(2023),
    DOI: '10.1016/j.eneco.2023.106540',
  },
  {
    id: 'report-numbered',
    type: 'report',
    title: 'Annual technology baseline: Electricity generation costs',
    author: [person('Vimmerstedt', 'Laura'), person('Akar', 'Sertac')],
    publisher: 'National Renewable Energy Laboratory',
    'publisher-place': 'Golden, CO',
    number: 'NREL/TP-6A20-81675',
    issued: date(2022),
  },
  {
    id: 'preprint-biorxiv',
    type: 'article',
    title: 'Single-cell atlas of the ageing mouse brain',
    author: [person('Herrera', 'Sofia'), person('Tanaka', 'Hiroshi')],
    publisher: 'bioRxiv',
    issued: date(2021),
    DOI: '10.1101/2021.03.15.435456',
  },
  {
    id: 'chapter-edition',
    type: 'chapter',
    title: 'Qualitative interviewing',
    author: [person('Brennan', 'Siobhan')],
    editor: [person('Clarke', 'David')],
    'container-title': 'Research Methods in Education',
    edition: '4',
    page: '201-224',
    publisher: 'SAGE',
    'publisher-place': 'London',
    issued: date(2020),
  },
  {
    id: 'magazine',
    type: 'article-magazine',
    title: 'The quiet revolution in battery chemistry',
    author: [person('Whitfield', 'Tom')],
    'container-title': 'Scientific American',
    volume: '328',
    issue: '4',
    page: '40-47',
    issued: date(2023, 4),
  },
  {
    id: 'web-organisation-dated',
    type: 'webpage',
    title: 'Malaria fact sheet',
    author: [{ literal: 'World Health Organization' }],
    'container-title': 'WHO',
    issued: date(2023, 12, 4),
    accessed: date(2024, 3, 1),
    URL: 'https://www.who.int/news-room/fact-sheets/detail/malaria',
  },
  {
    id: 'blog-post',
    type: 'post-weblog',
    title: 'Why did renewables become so cheap so fast?',
    author: [person('Roser', 'Max')],
    'container-title': 'Our World in Data',
    issued: date(2020, 12, 1),
    URL: 'https://ourworldindata.org/cheap-renewables-growth',
  },
];

/** What a reference manager files the work as; two readings in one family are the same to its user. */
const FAMILY: Record<string, string> = {
  'article-journal': 'journal',
  'article-magazine': 'journal',
  'article-newspaper': 'journal',
  book: 'book',
  chapter: 'chapter',
  'paper-conference': 'conference',
  report: 'report',
  thesis: 'thesis',
  webpage: 'web',
  'post-weblog': 'web',
  article: 'preprint',
};

/** The readings each expected family accepts: an organisation's report is a book to many, a proceedings paper a chapter. */
const ACCEPTS: Record<string, string[]> = {
  journal: ['journal'],
  book: ['book'],
  chapter: ['chapter'],
  conference: ['conference', 'chapter'],
  report: ['report', 'book'],
  thesis: ['thesis'],
  web: ['web'],
  preprint: ['preprint'],
};

const fold = (s: string): string =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const familyOf = (name: CslName | undefined): string =>
  name ? fold([name['non-dropping-particle'], name.family ?? name.literal].filter(Boolean).join(' ')) : '';

const yearOf = (item: CslData): number | undefined => (item.issued as { 'date-parts': number[][] } | undefined)?.['date-parts'][0]?.[0];

/** The fields of `item` that `parsed` misses or misreads (only those the entry prints). */
export function mismatches(item: CslData, entry: string, parsed: ParsedReference): string[] {
  const out: string[] = [];
  // The entry without its links, where a DOI's digits would pass for an issue or a year.
  const words = entry.replace(/\b(?:https?:\/\/|doi:)\S+|\b10\.\d{4,9}\/\S+/gi, ' ');
  const printed = (value: string) => fold(words).includes(fold(value));
  const family = FAMILY[item.type] ?? item.type;
  // A preprint that names no server ("Rossi M (2022) Title") is any work to its reader.
  // Nor does a web page whose entry prints no link (BibTeX's base styles): nothing in it says "web".
  const typed = (family !== 'preprint' || /arxiv/i.test(entry)) && (family !== 'web' || /https?:\/\//.test(entry));
  if (typed && !(ACCEPTS[family] ?? [family]).includes(FAMILY[parsed.type] ?? parsed.type)) out.push(`type:${parsed.type}`);
  if (fold(parsed.title ?? '') !== fold(item.title as string)) out.push('title');
  const names = (item.author ?? item.editor) as CslName[];
  const first = names[0] as CslName;
  const read = parsed.authors.length > 0 ? parsed.authors : (parsed.editors ?? []);
  if (!printed(first.family ?? first.literal ?? '')) {
    // Nature leaves an edited book's editors out: no names to read.
  } else if (familyOf(read[0]) !== familyOf(first)) out.push('author');
  else if (parsed.etAl ? read.length >= names.length : read.length !== names.length) out.push(`count:${read.length}`);
  if (printed(String(yearOf(item))) && parsed.year !== yearOf(item)) out.push('year');
  const container = item['container-title'] as string | undefined;
  if (container && family === 'journal' && printed(container) && fold(parsed.containerTitle ?? parsed.siteName ?? '') !== fold(container))
    out.push('container');
  for (const [field, want, got] of [
    ['volume', item.volume, parsed.volume],
    ['issue', item.issue, parsed.issue],
    ['page', (item.page as string | undefined)?.split('-')[0], parsed.pages?.split(/[-–]/)[0]],
  ] as const) {
    if (typeof want === 'string' && new RegExp(`\\b${want}\\b`).test(words) && got !== want) out.push(field);
  }
  const doi = item.DOI as string | undefined;
  if (doi && entry.toLowerCase().includes(doi.toLowerCase()) && parsed.doi?.toLowerCase() !== doi.toLowerCase()) out.push('doi');
  // A book's imprint and a report's number: read when printed, wherever the style puts them (a
  // publisher read as the place's or the book's is a miss). A preprint server is its container to some.
  const publisher = item.publisher as string | undefined;
  const gotPublisher = fold([parsed.publisher, family === 'preprint' ? parsed.containerTitle : undefined].filter(Boolean).join(' '));
  // A body publishing its own work is printed as its author at least: its name must appear once more.
  const asAuthor = publisher !== undefined && fold(first.literal ?? '') === fold(publisher) ? 1 : 0;
  const publisherPrinted = publisher !== undefined && fold(words).split(fold(publisher)).length - 1 > asAuthor;
  if (publisher && publisherPrinted && !gotPublisher.includes(fold(publisher))) out.push('publisher');
  const place = item['publisher-place'] as string | undefined;
  const firstPlace = place?.split(',')[0] ?? '';
  // The place counts as printed when it stands as a part of its own ("Oxford: …", ", Oxford,"), not inside a name ("University of Cambridge").
  const placeApart = new RegExp(`(?:^|[,.:;]\\s)${firstPlace}(?=[,.:;]|$)`).test(words.trim());
  if (place && placeApart && !fold(parsed.place ?? '').includes(fold(firstPlace))) out.push('place');
  const editor = (item.author ? (item.editor as CslName[] | undefined) : undefined)?.[0];
  if (editor && printed(editor.family ?? '') && familyOf(parsed.editors?.[0]) !== familyOf(editor)) out.push('editor');
  const edition = item.edition as string | undefined;
  if (edition && new RegExp(`\\b${edition}(?:st|nd|rd|th)?\\b`).test(words.replace(/\d{4}/g, ' ')) && parsed.edition !== edition) out.push('edition');
  const number = item.number as string | undefined;
  if (number && family !== 'preprint' && printed(number) && parsed.number !== number) out.push('number');
  return out;
}

/** One entry read back: its style, its work, the entry's text and the misread fields ('' when none). */
export interface RoundTripResult {
  style: string;
  item: string;
  entry: string;
  fields: string;
}

/** ROUNDTRIP_REPORT=1: each misread entry with what was read, to see what to fix. */
export function printMisreads(results: RoundTripResult[]): void {
  for (const r of results.filter((x) => x.fields)) {
    const p = parseReference(r.entry);
    const got = {
      type: p.type,
      title: p.title,
      authors: p.authors.map((a) => a.family ?? a.literal),
      editors: p.editors?.map((a) => a.family),
      year: p.year,
      container: p.containerTitle,
      volume: p.volume,
      issue: p.issue,
      pages: p.pages,
    };
    console.log(`${r.style} | ${r.item} | ${r.fields}\n    ${r.entry}\n    ${JSON.stringify(got)}`);
  }
}
