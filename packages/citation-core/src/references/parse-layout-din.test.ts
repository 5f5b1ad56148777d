import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('names set off by a colon: Springer’s LNCS with an abbreviated journal', () => {
  it.each([
    ['Müller, A., García, P.: Offshore wind economics. Renew. Energy 45(3), 201–210 (2021)', 'Offshore wind economics', 'Renew. Energy', '45'],
    ['Smith, J.: Title of a paper. J. Mach. Learn. Res. 12, 1–10 (2011)', 'Title of a paper', 'J. Mach. Learn. Res.', '12'],
    ['LeCun, Y., Bengio, Y., Hinton, G.: Deep learning. Nature 521(7553), 436–444 (2015)', 'Deep learning', 'Nature', '521'],
  ])('reads the title, the whole journal and its volume: %s', (raw, title, containerTitle, volume) => {
    expect(parseReference(raw)).toMatchObject({ type: 'article-journal', title, containerTitle, volume });
  });
});

describe('DIN 1505: the edition after the title', () => {
  it.each([
    ['Müller, Hans: Die Energiewende. 3. Aufl. Berlin : Springer, 2019.', 'Die Energiewende', '3'],
    ['Müller, H.; Schmidt, K. (Hrsg.): Handbuch der Energiewende. 2. Aufl. Berlin: Springer, 2019, S. 45–67.', 'Handbuch der Energiewende', '2'],
  ])('takes "N. Aufl." out of the title into the edition: %s', (raw, title, edition) => {
    expect(parseReference(raw)).toMatchObject({ type: 'book', title, edition, publisher: 'Springer', place: 'Berlin' });
  });
});
