// Digits of other scripts read as the ASCII ones: Arabic-Indic "١٢" and Persian "۱۲" (Arabic and
// Persian text), and full-width "１２" (Chinese and Japanese input methods). A citation "[١]" or
// "［１］" and a list labelled so are read as "[1]"; each digit stays one UTF-16 unit, so offsets into
// the text are offsets into the document's own characters, which are never rewritten.

const OTHER_DIGITS_RE = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g;
const ZEROS = [0x0660, 0x06f0, 0xff10];

export function asciiDigits(text: string): string {
  if (!OTHER_DIGITS_RE.test(text)) return text;
  OTHER_DIGITS_RE.lastIndex = 0;
  return text.replace(OTHER_DIGITS_RE, (d) => {
    const code = d.charCodeAt(0);
    const zero = ZEROS.find((z) => code >= z && code <= z + 9) as number;
    return String(code - zero);
  });
}
