// citeproc-js's HTML output read back as formatted runs: the italics, bold, small capitals,
// underline and raised or lowered text a style asks for, so the document shows them before
// Zotero's first Refresh (Zotero itself inserts the same text as RTF). The plain text is what the
// runs spell, whitespace folded as before, so plainCitation stays byte-equal to the field result.

/** A piece of text with one look. */
export interface RichRun {
  text: string;
  italic?: boolean;
  bold?: boolean;
  smallCaps?: boolean;
  underline?: boolean;
  vertAlign?: 'superscript' | 'subscript';
}

export interface RichText {
  /** The runs' text joined: a tab after a numeric style's label, a line break before a block. */
  text: string;
  runs: RichRun[];
}

type Look = Omit<RichRun, 'text'>;

/** What each of citeproc's HTML decorations (CSL.Output.Formats.prototype.html) changes. */
function lookOf(tag: string, attrs: string, look: Look): Look {
  switch (tag) {
    case 'i':
    case 'em':
      return { ...look, italic: true };
    case 'b':
    case 'strong':
      return { ...look, bold: true };
    case 'sup':
      return { ...look, vertAlign: 'superscript' };
    case 'sub':
      return { ...look, vertAlign: 'subscript' };
    case 'span': {
      const style = /style="([^"]*)"/.exec(attrs)?.[1]?.replace(/\s+/g, '') ?? '';
      const next = { ...look };
      if (style.includes('font-style:normal')) next.italic = false;
      if (style.includes('font-weight:normal')) next.bold = false;
      if (style.includes('font-variant:small-caps')) next.smallCaps = true;
      if (style.includes('font-variant:normal')) next.smallCaps = false;
      if (style.includes('text-decoration:underline')) next.underline = true;
      if (style.includes('text-decoration:none')) next.underline = false;
      if (style === 'baseline') delete next.vertAlign;
      return next;
    }
    default:
      return look;
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function unescapeHtml(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return NAMED[(name ?? '').toLowerCase()] ?? whole;
  });
}

const TAG = /<(\/?)([a-z][a-z0-9]*)([^>]*)>/gi;

/**
 * Runs of one rendered citation or bibliography entry (citeproc's `html` output format). A
 * `csl-left-margin` label is followed by a tab (Zotero's RTF writes `\tab`, and the Bibliography
 * style's tab stop aligns the text after it); a `csl-block` or `csl-indent` starts a new line.
 * Whitespace folds to single spaces, none at either end or beside a tab or line break.
 */
export function parseCiteprocHtml(html: string): RichText {
  // Most citations carry no markup at all: "(Smith, 2020)".
  if (!/[<&]/.test(html)) {
    const text = html.replace(/\s+/g, ' ').trim();
    return { text, runs: text ? [{ text }] : [] };
  }
  const raw: RichRun[] = [];
  const stack: { tag: string; look: Look; after?: string }[] = [];
  let look: Look = {};
  const push = (text: string, at: Look = look) => {
    if (text) raw.push({ ...at, text });
  };
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    push(unescapeHtml(html.slice(last, m.index)));
    last = m.index + m[0].length;
    const [, closing, name = '', attrs = ''] = m;
    const tag = name.toLowerCase();
    if (tag === 'br') {
      push('\n');
      continue;
    }
    if (closing) {
      // Close the innermost element of this name (citeproc's output is well nested).
      const at = stack.map((s) => s.tag).lastIndexOf(tag);
      if (at < 0) continue;
      const closed = stack.splice(at);
      look = closed[0]?.look ?? look;
      if (closed[0]?.after) push(closed[0].after, {});
      continue;
    }
    const entry: { tag: string; look: Look; after?: string } = { tag, look };
    if (tag === 'div') {
      const cls = /class="([^"]*)"/.exec(attrs)?.[1] ?? '';
      if (cls === 'csl-left-margin') entry.after = '\t';
      if (cls === 'csl-block' || cls === 'csl-indent') {
        push('\n', {});
        entry.after = '\n';
      }
    }
    stack.push(entry);
    if (!/\/\s*$/.test(attrs)) look = lookOf(tag, attrs, look);
    else stack.pop();
  }
  push(unescapeHtml(html.slice(last)));
  return fold(raw);
}

/** Folds whitespace as the plain text always was (runs of spaces, newlines, no-break spaces → one space). */
function fold(raw: RichRun[]): RichText {
  const merged: RichRun[] = [];
  for (const run of raw) {
    const text = run.text === '\t' || run.text === '\n' ? run.text : run.text.replace(/\s+/g, ' ');
    const prev = merged[merged.length - 1];
    if (prev && sameLook(prev, run)) prev.text += text;
    else merged.push({ ...run, text });
  }
  // One space between words, none at the ends or next to a tab or line break.
  let text = '';
  const out: RichRun[] = [];
  for (const run of merged) {
    let t = run.text.replace(/ *([\t\n]) */g, '$1');
    if (text === '' || /[\t\n ]$/.test(text)) t = t.replace(/^ +/, '');
    if (text === '') t = t.replace(/^\n+/, '');
    if (/^[\t\n]/.test(t) && text.endsWith(' ')) {
      text = text.slice(0, -1);
      const prev = out[out.length - 1] as RichRun;
      prev.text = prev.text.slice(0, -1);
      if (!prev.text) out.pop();
    }
    if (!t) continue;
    text += t;
    out.push({ ...run, text: t });
  }
  while (out.length > 0) {
    const tail = out[out.length - 1] as RichRun;
    tail.text = tail.text.replace(/[ \t\n]+$/, '');
    if (tail.text) break;
    out.pop();
  }
  for (const run of out) {
    for (const key of Object.keys(run) as (keyof RichRun)[]) if (run[key] === false) delete run[key];
  }
  return { text: out.map((r) => r.text).join(''), runs: out };
}

function sameLook(a: RichRun, b: RichRun): boolean {
  return (
    !!a.italic === !!b.italic && !!a.bold === !!b.bold && !!a.smallCaps === !!b.smallCaps && !!a.underline === !!b.underline && a.vertAlign === b.vertAlign
  );
}
