// ChatGPT's number-less source citations as they arrive in Word: an answer pasted as rich text (or
// converted from HTML) keeps "(Reuters)" with the name a real hyperlink, where the copy button gives
// the Markdown "([Reuters](https://…))". Both are the same citation: a parenthesis holding nothing but
// links to web pages, one or several ("(Reuters; BBC)"); square brackets do the same ("[Reuters]"). A
// parenthesis with any unlinked word in it
// ("(see the WHO guidance)") is prose, and a linked number ("(2)") is a numbered citation found by
// the paren scan. Source chips pasted from other tools (Claude, Copilot) are links named after their
// own site, standing after a sentence or at a clause's end; they are read the same way.
import type { Paragraph, RunSpan } from '../docx/paragraphs.ts';
import type { LinkCitation } from './detect.ts';
import { isDomainName } from '../text/domain-name.ts';
import { labelNamesItsSite } from './site-label.ts';
import { NUMBERS_ONLY } from './expand-ranges.ts';

/** A stretch of text linked to one web address. */
export interface LinkedStretch {
  start: number;
  end: number;
  url: string;
}

const MAX_LABEL = 120;

export function scanWordLinkCitations(p: Paragraph): LinkCitation[] {
  const stretches = linkedStretches(p.runs);
  if (stretches.length === 0) return [];
  const out: LinkCitation[] = [];
  const text = p.text;
  let from = 0;
  for (;;) {
    const open = nextOpening(text, from);
    if (open < 0) break;
    from = open + 1;
    const close = CLOSING[text[open] as '(' | '['];
    // "(Reuters)" linked as a whole, the parentheses inside the link.
    const whole = stretches.find((s) => s.start === open && text[s.end - 1] === close);
    if (whole) {
      const label = withoutMore(text.slice(open + 1, whole.end - 1));
      if (isSourceLabel(label)) out.push(citation(p, open, whole.end, [{ label, url: whole.url }]));
      from = whole.end;
      continue;
    }
    const found = linksUpToClose(text, stretches, open + 1, close);
    if (!found) continue;
    out.push(citation(p, open, found.end, found.sources));
    from = found.end;
  }
  const pills = [...out, ...barePills(p, stretches, out)];
  return [...pills, ...sentenceChips(p, stretches, pills)].sort((a, b) => a.start - b.start);
}

/**
 * Source chips pasted as rich text (Claude, Copilot): after a sentence's full stop, one or more
 * links each bearing its own site's name ("… in 2023. IEA Reuters Per-capita use …"), then the
 * next sentence or the paragraph's end. The site name on its own site is what tells a chip from a
 * sentence that opens with a link: "… in 2023. Reuters reported …" goes on in lower case, and a
 * phrase linked to a page ("rose by 50%") does not name the page's site.
 */
function sentenceChips(p: Paragraph, stretches: LinkedStretch[], found: LinkCitation[]): LinkCitation[] {
  const text = p.text;
  const out: LinkCitation[] = [];
  const taken = (s: LinkedStretch) => found.some((f) => s.start < f.end && f.start < s.end);
  const isChip = (s: LinkedStretch) => {
    const label = text.slice(s.start, s.end).trim();
    return !taken(s) && isSourceLabel(label) && label.split(/\s+/).length <= 6 && labelNamesItsSite(label, s.url);
  };
  for (let i = 0; i < stretches.length; i++) {
    const first = stretches[i] as LinkedStretch;
    if (!isChip(first) || !/[.!?…]["”’)\]]?\s+$/.test(text.slice(0, first.start))) continue;
    const sources: LinkCitation['sources'] = [{ label: text.slice(first.start, first.end).trim(), url: first.url }];
    let end = first.end;
    for (let next = stretches[i + 1]; next && /^\s*$/.test(text.slice(end, next.start)) && isChip(next); next = stretches[i + 1]) {
      sources.push({ label: text.slice(next.start, next.end).trim(), url: next.url });
      end = next.end;
      i++;
    }
    if (!/^(?:\s*$|\s+[\p{Lu}\d"“‘(])/u.test(text.slice(end))) continue;
    out.push(citation(p, first.start, end, sources));
  }
  return out;
}

/**
 * ChatGPT's citation pills pasted without parentheses: "grew 20% reuters.com." with the domain (or,
 * on a link ChatGPT tagged utm_source=chatgpt.com, the site's name) a link standing at the end of a
 * clause, perhaps followed by "+1" (more sources, itself a link to the next one). A link in running
 * prose ("according to Reuters, …") is not at a clause end and stays a link.
 */
function barePills(p: Paragraph, stretches: LinkedStretch[], found: LinkCitation[]): LinkCitation[] {
  const text = p.text;
  const out: LinkCitation[] = [];
  const taken = (s: LinkedStretch) => found.some((f) => s.start < f.end && f.start < s.end);
  for (let i = 0; i < stretches.length; i++) {
    const first = stretches[i] as LinkedStretch;
    const label = text.slice(first.start, first.end).trim();
    const before = text.slice(0, first.start);
    if (taken(first) || !isPillLabel(label, first.url) || !/(?:^|\s)$/.test(before)) continue;
    // "More at nature.com." names a place to go: the link is the sentence's object, not its source.
    // So does a source the sentence quotes or lists ("said Reuters.", "sources such as the IEA.").
    if (
      /\b(?:at|to|on|via|visit|see|from|in|by|of|and|or|the|a|an|is|was|use|using|as|than|like|including|said|says|told|wrote|writes|reported|reports|noted|notes|per)\s*$/i.test(
        before,
      )
    )
      continue;
    const sources: LinkCitation['sources'] = [{ label, url: first.url }];
    let end = first.end;
    // "+1" right after: linked to the next source, or plain text.
    const next = stretches[i + 1];
    if (next && next.start === end && /^\s*\+\d{1,2}\s*$/.test(text.slice(next.start, next.end))) {
      sources.push({ label: '', url: next.url });
      end = next.end;
      i++;
    } else {
      const more = /^\s?\+\d{1,2}/.exec(text.slice(end));
      if (more) end += more[0].length;
    }
    if (!/^\s*(?:[.,;:!?)]|$)/.test(text.slice(end))) continue;
    // The space before the pill goes with it, so the new citation is not set off twice.
    out.push(citation(p, first.start, end, sources));
  }
  return out;
}

function isPillLabel(label: string, url: string): boolean {
  if (isDomainName(label)) return true;
  if (!isSourceLabel(label) || label.length > 40 || /\s{2}/.test(label)) return false;
  // ChatGPT tags its links; a chip pasted from elsewhere bears its own site's name ("… humid climates Nature.").
  return /[?&]utm_source=chatgpt\.com/.test(url) || labelNamesItsSite(label, url);
}

/**
 * From just after "(" or "[", the links separated by commas or semicolons up to ")"; undefined as soon as
 * anything unlinked other than a separator or a space stands in between.
 */
const CLOSING = { '(': ')', '[': ']' } as const;

function nextOpening(text: string, from: number): number {
  const paren = text.indexOf('(', from);
  const bracket = text.indexOf('[', from);
  if (paren < 0) return bracket;
  return bracket < 0 ? paren : Math.min(paren, bracket);
}

function linksUpToClose(
  text: string,
  stretches: LinkedStretch[],
  start: number,
  close: ')' | ']',
): { end: number; sources: LinkCitation['sources'] } | undefined {
  const sources: LinkCitation['sources'] = [];
  let at = skipSpaces(text, start);
  for (;;) {
    // A link may begin with the space before its name.
    const stretch = stretches.find((s) => s.start <= at && at < s.end && text.slice(s.start, at).trim() === '');
    if (!stretch) return undefined;
    const label = withoutMore(text.slice(stretch.start, stretch.end));
    if (!isSourceLabel(label)) return undefined;
    sources.push({ label, url: stretch.url });
    at = skipSpaces(text, stretch.end);
    // ChatGPT's pill "Reuters +2" names two more sources it does not link: the count is no text of ours.
    const more = /^\+\d{1,2}/.exec(text.slice(at));
    if (more) at = skipSpaces(text, at + more[0].length);
    if (text[at] === close) return { end: at + 1, sources };
    if (text[at] !== ',' && text[at] !== ';') return undefined;
    at = skipSpaces(text, at + 1);
  }
}

function skipSpaces(text: string, at: number): number {
  while (at < text.length && /[ \u00a0\t]/.test(text[at] ?? '')) at++;
  return at;
}

/** "Reuters +2" → "Reuters". */
function withoutMore(label: string): string {
  return label.replace(/\s*\+\d{1,2}\s*$/, '').trim();
}

/** A name or an address, not a number (a numbered citation) and not a line of text. */
function isSourceLabel(label: string): boolean {
  // "[8][11]" linked as a whole is two numbered citations, not a source named "8][11".
  return label.length > 0 && label.length <= MAX_LABEL && !/[\n[\]()【】［］]/.test(label) && !NUMBERS_ONLY.test(label);
}

/** Adjacent runs linked to the same web address form one stretch (Word splits a link into runs freely). */
export function linkedStretches(runs: RunSpan[]): LinkedStretch[] {
  const out: LinkedStretch[] = [];
  for (const run of runs) {
    if (run.end === run.start) continue;
    const url = run.link && /^https?:\/\//i.test(run.link) ? run.link : undefined;
    const last = out[out.length - 1];
    if (url && last && last.url === url && last.end === run.start) last.end = run.end;
    else if (url) out.push({ start: run.start, end: run.end, url });
  }
  return out;
}

function citation(p: Paragraph, start: number, end: number, sources: LinkCitation['sources']): LinkCitation {
  return { paragraphIndex: p.index, start, end, text: p.text.slice(start, end), sources };
}
