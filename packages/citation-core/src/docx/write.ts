// Rewrites a .docx by replacing some parts and copying every other entry's compressed bytes as
// they are: the user's images, styles and everything else survive bit for bit, and a 50 MB file
// costs about one read and one write.
import type { DocxPackage } from './read.ts';
import { concatParts, zipParts } from './zip.ts';
import type { ZipWriteItem } from './zip.ts';

/**
 * Same entry order as the source ([Content_Types].xml stays where it was, first in Word's files);
 * replaced parts keep their timestamps; names not in the source are appended at the end.
 * Strings are written as UTF-8 (an XML declaration naming another encoding is corrected).
 */
export function writeDocx(pkg: DocxPackage, replacements: Map<string, string | Uint8Array>): Uint8Array {
  return concatParts(writeDocxParts(pkg, replacements));
}

/** writeDocx's bytes as the zip's pieces (zipParts): the copied entries are views into `pkg.bytes`. */
export function writeDocxParts(pkg: DocxPackage, replacements: Map<string, string | Uint8Array>): Uint8Array[] {
  const pending = new Map<string, { name: string; content: string | Uint8Array }>();
  for (const [rawName, content] of replacements) {
    const name = rawName.startsWith('/') ? rawName.slice(1) : rawName;
    const key = name.toLowerCase();
    if (pending.has(key)) throw new Error(`writeDocx: ${name} is replaced twice`);
    pending.set(key, { name, content });
  }

  const items: ZipWriteItem[] = [];
  for (const entry of pkg.entries) {
    const key = entry.name.toLowerCase();
    const replacement = pending.get(key);
    if (replacement === undefined) {
      items.push({ name: entry.name, copyFrom: { bytes: pkg.bytes, entry } });
      continue;
    }
    pending.delete(key);
    items.push({ name: entry.name, data: encodePart(replacement.content), dosTime: entry.dosTime, dosDate: entry.dosDate });
  }
  for (const { name, content } of pending.values()) items.push({ name, data: encodePart(content) });
  return zipParts(items);
}

function encodePart(content: string | Uint8Array): Uint8Array {
  if (typeof content !== 'string') return content;
  return new TextEncoder().encode(withUtf8Declaration(content));
}

/** readXml decodes UTF-16 parts to strings; once re-encoded as UTF-8 their declaration must say so. */
function withUtf8Declaration(xml: string): string {
  const text = xml.startsWith('\uFEFF') ? xml.slice(1) : xml;
  const declaration = /^<\?xml[^?]*\?>/.exec(text);
  if (declaration === null) return text;
  const fixed = declaration[0].replace(/(\bencoding\s*=\s*)(["'])([^"']*)\2/, (whole, prefix: string, quote: string, value: string) =>
    /^utf-?8$/i.test(value) ? whole : `${prefix}${quote}UTF-8${quote}`,
  );
  return fixed + text.slice(declaration[0].length);
}
