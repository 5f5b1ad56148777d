// An organisation named in full as the author and by its acronym as the publisher ("Department of
// Energy. (2020). Title. DOE.", "World Health Organization. Title. WHO, 2023."): the same body, so
// the acronym is the work's publisher, never a journal of that name.

/** Words an acronym may keep or drop: "Department of Energy" is DOE, "National Institutes of Health" NIH. */
const MINOR_WORDS = new Set(['of', 'for', 'and', 'the', 'on', 'in', 'to', 'de', 'du', 'des', 'la', 'le', 'für', 'und', '&']);

/** Whether `short` is `name` in full, or the acronym of its words' first letters. */
export function namesSameBody(name: string, short: string): boolean {
  const other = short.trim();
  // "Department of Energy (DOE)": the acronym the author gives itself counts as its name.
  const given = /^(.+?)\s*\(([^()]+)\)$/.exec(name.trim());
  if (given && (given[2] as string).toLowerCase() === other.toLowerCase()) return true;
  const written = given ? (given[1] as string) : name.trim();
  const full = written.toLowerCase();
  if (full === other.toLowerCase()) return true;
  // An acronym is one word of two to eight letters, two or more of them capitals ("WHO", "DoE", "OECD").
  if (!/^\p{L}{2,8}$/u.test(other) || (other.match(/\p{Lu}/gu) ?? []).length < 2) return false;
  // "U.S." is one word, US.
  const words = written
    .replace(/(\p{L})\.(?=\p{L})/gu, '$1')
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length < 2 || words.length > 10) return false;
  return initialsOf(words).has(other.toLowerCase());
}

/** Every acronym the words can give: minor words kept or dropped, "Co-operation" as C or CO. */
function initialsOf(words: string[]): Set<string> {
  let found = new Set<string>(['']);
  for (const word of words) {
    const lower = word.toLowerCase();
    const options = new Set<string>();
    const parts = lower.split('-').filter((part) => part !== '');
    options.add(lower.charAt(0));
    if (parts.length > 1) options.add(parts.map((part) => part.charAt(0)).join(''));
    // "U.S. Department of Energy" is DOE as often as USDOE: a word in capitals may be left out or kept whole.
    if (MINOR_WORDS.has(lower) || /^\p{Lu}{2,}$/u.test(word)) options.add('');
    if (/^\p{Lu}{2,}$/u.test(word)) options.add(lower);
    const next = new Set<string>();
    for (const start of found) for (const option of options) next.add(start + option);
    found = next;
  }
  return found;
}
