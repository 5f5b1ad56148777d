// ISO 690 and Japan's SIST 02 end an article with its year, volume, issue and pages spelled out:
// "Journal of Agronomy. 2020, vol. 76, no. 2, p. 10-20." (French theses, Japanese papers, many
// European lists). The same facts in Vancouver's notation, "2020;76(2):10-20", are what the Vancouver
// reader takes apart, whatever the names before them look like ("SMITH, John", "山田太郎, 鈴木花子").

const ISO_TAIL_RE =
  /\.\s+((?:1[5-9]|20)\d{2})\s*[,，]\s*(?:vol\.|volume|Bd\.|t\.)\s*([\w-]+)(?:\s*[,，]\s*(?:no\.|n°|nº|nr\.|issue|Heft|H\.)\s*([\w-]+))?(?:\s*[,，]\s*(?:pp?\.|S\.)\s*([\w–-]+))?\.?$/iu;

/** The entry with an ISO 690 article tail written Vancouver's way; any other entry as it is. */
export function isoTailAsVancouver(text: string): string {
  const m = ISO_TAIL_RE.exec(text.trim());
  if (!m) return text;
  const [, year, volume, issue, pages] = m;
  return `${text.trim().slice(0, m.index)}. ${year};${volume}${issue ? `(${issue})` : ''}${pages ? `:${pages}` : ''}.`;
}
