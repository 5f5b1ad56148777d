// The results screen's notice for references that could not be checked because the lookup services
// did not answer (spec §1: a credit is one lookup, so those were not charged). Without it a job whose
// lookups all failed would look like a clean success.

export interface UncheckedNotice {
  title: string;
  text: string;
}

export function uncheckedNotice(unchecked: number | undefined, total: number | null | undefined): UncheckedNotice | null {
  if (!unchecked || unchecked <= 0) return null;
  const all = total !== null && total !== undefined && unchecked >= total;
  const refs = `reference${unchecked === 1 ? '' : 's'}`;
  const after = 'They are in your files as written in the document: check them yourself, or process the document again later.';
  if (all) {
    return {
      title: 'The references could not be checked',
      text: `The lookup services did not answer, so none of the ${unchecked} ${refs} was looked up and no credits were charged for them. ${after}`,
    };
  }
  return {
    title: `${unchecked} of ${total ?? unchecked} references could not be checked`,
    text: `The lookup services did not answer for ${unchecked === 1 ? 'it' : 'them'}, so ${unchecked === 1 ? 'it was' : 'they were'} not looked up and not charged (${unchecked} credit${unchecked === 1 ? '' : 's'} returned). ${after}`,
  };
}
