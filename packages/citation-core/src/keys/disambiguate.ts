// Colliding base keys get letter suffixes (smith2020a, smith2020b …), as Better BibTeX's $postfix
// does, in the order the caller gives (generate.ts: APA's reference-list order), else input order. Every member of a collision group is suffixed, not only the
// later ones, so no key silently points at "the first Smith 2020".

/** a … z, aa, ab … az, ba … zz, aaa …: bijective base 26. */
export function letterSuffix(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(97 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/**
 * `compare` orders the members of one collision group (by index into `baseKeys`): the first gets
 * "a". Without it, or where it ties, input order decides.
 */
export function disambiguateKeys(baseKeys: string[], compare?: (a: number, b: number) => number): string[] {
  const groups = new Map<string, number[]>();
  baseKeys.forEach((key, i) => {
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });

  // Keys that stay as they are must never be produced again by a suffix
  // ("smith2020" + "nd" could equal a real "smith2020nd").
  const taken = new Set([...groups].filter(([, members]) => members.length === 1).map(([key]) => key));
  const out = [...baseKeys];
  for (const [key, members] of groups) {
    if (members.length === 1) continue;
    const ordered = compare ? [...members].sort((a, b) => compare(a, b) || a - b) : members;
    let index = 0;
    for (const member of ordered) {
      let candidate = key + letterSuffix(index);
      while (taken.has(candidate)) {
        index += 1;
        candidate = key + letterSuffix(index);
      }
      index += 1;
      taken.add(candidate);
      out[member] = candidate;
    }
  }
  return out;
}
