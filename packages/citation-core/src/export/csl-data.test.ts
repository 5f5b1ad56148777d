import { describe, expect, it } from 'vitest';
import type { CslItem } from '../types.ts';
import { toCslData } from './csl-data.ts';

const page = (extra: Partial<CslItem>): CslItem => ({ id: 'k', type: 'webpage', title: 'And the World’s Most Educated Country Is…', ...extra }) as CslItem;

describe('toCslData', () => {
  it('names a site once: no publisher repeating the container, no site name repeating the one author', () => {
    const data = toCslData(page({ author: [{ literal: 'Time' }], 'container-title': 'Time', publisher: 'Time' }));
    expect(data).not.toHaveProperty('container-title');
    expect(data).not.toHaveProperty('publisher');
    expect(data.author).toEqual([{ literal: 'Time' }]);
  });

  it('keeps a site that is not the author, and a journal with its own publisher', () => {
    expect(toCslData(page({ author: [{ family: 'Doe', given: 'A.' }], 'container-title': 'Time', publisher: 'Time' }))).toMatchObject({
      'container-title': 'Time',
    });
    const article = toCslData({ id: 'a', type: 'article-journal', title: 'T', 'container-title': 'Science', publisher: 'AAAS' } as CslItem);
    expect(article).toMatchObject({ 'container-title': 'Science', publisher: 'AAAS' });
  });
});
