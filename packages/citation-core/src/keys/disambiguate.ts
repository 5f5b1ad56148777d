// Colliding base keys get letter suffixes in input order (smith2020a, smith2020b …), as
// Better BibTeX's $postfix does. Every member of a collision group is suffixed, not only the
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

export function disambiguateKeys(baseKeys: string[]): string[] {
  const counts = new Map<string, number>();
  for (const key of baseKeys) counts.set(key, (counts.get(key) ?? 0) + 1);

  // Keys that stay as they are must never be produced again by a suffix
  // ("smith2020" + "nd" could equal a real "smith2020nd").
  const taken = new Set(baseKeys.filter((key) => counts.get(key) === 1));
  const nextIndex = new Map<string, number>();
  return baseKeys.map((key) => {
    if (counts.get(key) === 1) return key;
    let index = nextIndex.get(key) ?? 0;
    let candidate = key + letterSuffix(index);
    while (taken.has(candidate)) {
      index += 1;
      candidate = key + letterSuffix(index);
    }
    nextIndex.set(key, index + 1);
    taken.add(candidate);
    return candidate;
  });
}
