import { describe, expect, it } from 'vitest';
import { cslFromParsed } from './to-csl.ts';
import { parseReference } from './parse.ts';
import { takeTranslators } from './parse-translators.ts';

describe('takeTranslators', () => {
  it('takes the clause out and keeps the part boundary', () => {
    expect(takeTranslators('Eco, U. The Name. Translated by W. Weaver and K. A. Jones. London: Picador, 1984.')).toEqual({
      text: 'Eco, U. The Name. London: Picador, 1984.',
      translators: [
        { family: 'Weaver', given: 'W.' },
        { family: 'Jones', given: 'K. A.' },
      ],
    });
    expect(takeTranslators('Márquez, G. One Hundred Years of Solitude, trans. Gregory Rabassa (New York: Harper, 1970), 45.').text).toBe(
      'Márquez, G. One Hundred Years of Solitude (New York: Harper, 1970), 45.',
    );
  });

  it('keeps a publisher named after the translator with commas in its name', () => {
    expect(takeTranslators('Cervantes, M. Don Quixote. Translated by Edith Grossman, Farrar, Straus and Giroux, 2003.')).toEqual({
      text: 'Cervantes, M. Don Quixote. Farrar, Straus and Giroux, 2003.',
      translators: [{ family: 'Grossman', given: 'Edith' }],
    });
  });

  it('leaves "translated by" inside a title alone', () => {
    expect(takeTranslators('Smith, J. Poems translated by friends. London: X, 1990.').translators).toEqual([]);
  });
});

describe('translated books', () => {
  it.each([
    ['García Márquez, Gabriel. One Hundred Years of Solitude. Translated by Gregory Rabassa. New York: Harper & Row, 1970.', 'New York'],
    ['Tolstoy, Leo. War and Peace. Translated from the Russian by Gregory Rabassa. New York: Harper & Row, 1970.', 'New York'],
    ['Piaget, J. (1969). The psychology of the child (Gregory Rabassa, Trans.). Harper & Row.', undefined],
  ])('names the translator, not a container: %s', (raw, place) => {
    const item = cslFromParsed(parseReference(raw), 'x');
    expect(item).toMatchObject({ type: 'book', translator: [{ family: 'Rabassa', given: 'Gregory' }], publisher: 'Harper & Row' });
    expect(item['container-title']).toBeUndefined();
    expect(item['publisher-place']).toBe(place);
    expect(item.title).not.toMatch(/rabassa|trans/i);
  });
});

describe('APA’s bracket with the translator and more', () => {
  it('reads one person as editor and translator', () => {
    expect(parseReference('Freud, S. (1961). Civilization and its discontents (J. Strachey, Ed. & Trans.). W. W. Norton.')).toMatchObject({
      title: 'Civilization and its discontents',
      translators: [{ family: 'Strachey', given: 'J.' }],
      editors: [{ family: 'Strachey', given: 'J.' }],
      publisher: 'W. W. Norton',
    });
  });

  it('keeps the volume written before the translator', () => {
    expect(parseReference('Marx, K. (1976). Capital: A critique of political economy (Vol. 1; B. Fowkes, Trans.). Penguin.')).toMatchObject({
      title: 'Capital: A critique of political economy',
      volume: '1',
      translators: [{ family: 'Fowkes', given: 'B.' }],
    });
  });
});
