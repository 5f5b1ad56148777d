import { describe, expect, it } from 'vitest';
import type { CslData } from './csl-data.ts';
import { toRis } from './ris.ts';

describe('toRis', () => {
  it('keeps the link of a work whose title is its address', () => {
    const ris = toRis([{ id: 'l', type: 'webpage', author: [{ literal: 'Time' }], title: 'https://time.com/6123457/other-story/' } as CslData]);
    expect(ris).toContain('TI  - https://time.com/6123457/other-story/\r\n');
    expect(ris).toContain('UR  - https://time.com/6123457/other-story/\r\n');
  });
  it('writes a titled work’s own URL, and no URL when there is none', () => {
    expect(toRis([{ id: 'a', type: 'webpage', title: 'Why sleep matters', URL: 'https://time.com/x' } as CslData])).toContain('UR  - https://time.com/x\r\n');
    expect(toRis([{ id: 'b', type: 'book', title: 'A book' } as CslData])).not.toContain('UR  -');
  });
});
