// The Sørensen–Dice coefficient on word lists, shared by deduplication's and match validation's
// title similarity.

/** Multiset Dice coefficient: 2 × shared words ÷ all words, 0 when both are empty. */
export function dice(a: readonly string[], b: readonly string[]): number {
  if (a.length + b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const t of b) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of a) {
    const n = counts.get(t);
    if (n) {
      common++;
      counts.set(t, n - 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}
