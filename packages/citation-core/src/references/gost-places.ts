// GOST abbreviates the largest cities ("М." Moscow, "СПб." St Petersburg, "Л." Leningrad, "Мн." Minsk,
// "К." Kyiv) and writes "М. : Наука, 2019". The clean-up before the layouts merges ". :" into "."
// (tidyPunctuation), which leaves "М. Наука, 2019": the colon is put back so the imprint reads.
// Only where a publisher and a year follow, so an initial before a name ("Л. Толстой") is left alone.
const ABBREVIATED_PLACE_RE = /(^|\.\s)(М|СПб|Л|Мн|К)\.\s(?=\p{Lu}[^.:]{0,60}?,\s?(?:1[5-9]|20)\d{2}(?!\d))/gu;

export function restorePlaceColon(text: string): string {
  return text.replace(ABBREVIATED_PLACE_RE, '$1$2.: ');
}
