// Which RTF/ODF Scan markers the scan cannot resolve, and why, for the report. The grammar is
// Zotero's documented Scannable Cite form: creators made of letters and initials (optional), an
// optional quoted title, a four-digit year. Only the label inside the braces is checked.
const LETTER = String.raw`\p{L}`;
const TOKEN = String.raw`(?:${LETTER}(?:[\p{L}\p{M}'’\-·]*${LETTER})?|\p{Lu}\.(?:\p{Lu}\.)*)`;
const NAME = String.raw`${TOKEN}(?:\s+${TOKEN})*`;
const CREATORS = String.raw`(?:(?:${NAME}, )*${NAME}(?:,? and|,? &|,) )?${NAME}(?:,? et al\.?)?`;
const TITLE = String.raw`"[^"]*",`;
const CITE = new RegExp(String.raw`^(${CREATORS},? )?(?:${TITLE} )?(\d{4})[a-z]?(?:,(?: pp?\.?)? [^ )]+)?$`, 'u');

export interface ScanCheck {
  key: string;
  marker: string;
  reason: string;
}

export function scanProblem(label: string): string | undefined {
  const match = CITE.exec(label.trim());
  if (!/\b\d{4}[a-z]?\b/.test(label)) return 'no date anywhere: the scan needs a four-digit year (the live-field output cites it)';
  if (!match) return 'the marker does not follow the scan grammar';
  if (!match[1]) return 'no author or organisation: the scan finds it by year alone, which is ambiguous when other works share the year';
  return undefined;
}

/** Markers ({label}) the scan cannot map to exactly their item. */
export function unscannableMarkers(markers: { key: string; marker: string }[]): ScanCheck[] {
  return markers.flatMap(({ key, marker }) => {
    const label = marker.replace(/^\{|\}$/g, '');
    const reason = scanProblem(label);
    return reason ? [{ key, marker, reason }] : [];
  });
}
