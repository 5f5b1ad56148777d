import { describe, expect, it } from 'vitest';
import { classifyNotes, isReference, splitReferences } from './classify-notes.ts';

const VASWANI = 'Vaswani, A., Shazeer, N., Parmar, N., et al. (2017). Attention is all you need. Advances in Neural Information Processing Systems, 30.';
const DEVLIN =
  'Devlin, J., Chang, M.-W., Lee, K., & Toutanova, K. (2019). BERT: Pre-training of deep bidirectional transformers. NAACL-HLT. https://doi.org/10.18653/v1/N19-1423';
const WEB = 'Scaling laws for neural language models - OpenAI, accessed March 3, 2025, https://openai.com/research/scaling-laws';
const ARXIV = 'Language Models are Few-Shot Learners - arXiv, accessed March 3, 2025, https://arxiv.org/abs/2005.14165';

describe('isReference', () => {
  it.each([VASWANI, DEVLIN, WEB, 'https://example.com/report', 'Smith, J. The history of things. Oxford University Press, 2010, p. 45.'])(
    'reads %s as a reference',
    (text) => {
      expect(isReference(text)).toBe(true);
    },
  );
  it.each([
    'This point is debated; the original authors later softened the claim in a blog post.',
    'See Smith (2019) for a review of the earlier literature on this question.',
    'Note that in 2020 the agency changed its method, so the series is not comparable.',
    'However, the survey at https://example.com/survey covers only urban households and was never repeated after the first wave.',
  ])('reads %s as commentary', (text) => {
    expect(isReference(text)).toBe(false);
  });
});

describe("Chicago's notes (pandoc's note styles), names given name first", () => {
  it('reads full notes for an article and a book as references, and a short form after them as a repeat', () => {
    const article = 'John Smith, “Solar Growth in Europe,” Energy Journal 5, no. 2 (2020): 1–10.';
    const book = 'Anna Doe and Bo Lee, The Wind Age (New York: Norton, 2018), 45.';
    expect(classifyNotes([article, book, 'Smith, “Solar Growth,” 4.'])).toEqual([
      { kind: 'references', references: [article] },
      { kind: 'references', references: [book] },
      { kind: 'references', references: [article], repeat: 'short-form' },
    ]);
  });
});

describe('splitReferences', () => {
  it('splits a note of several references at "; " but not inside a URL', () => {
    expect(splitReferences(`${WEB}; ${ARXIV}`)).toEqual([WEB, ARXIV]);
    expect(splitReferences('Report - Site, accessed May 1, 2024, https://example.com/a;b=1')).toEqual([
      'Report - Site, accessed May 1, 2024, https://example.com/a;b=1',
    ]);
  });
  it('keeps a note whole when a part is not a reference', () => {
    expect(splitReferences(`${VASWANI}; the claim is repeated there`)).toEqual([`${VASWANI}; the claim is repeated there`]);
  });
});

describe('classifyNotes', () => {
  it('resolves Ibid. to the previous citing note, skipping commentary', () => {
    const sources = classifyNotes([VASWANI, 'This is debated among practitioners.', 'Ibid., p. 5.', 'Id.']);
    expect(sources.map((s) => s.kind)).toEqual(['references', 'commentary', 'references', 'references']);
    expect(sources[2]).toEqual({ kind: 'references', references: [VASWANI], repeat: 'ibid' });
    expect(sources[3]).toEqual({ kind: 'references', references: [VASWANI], repeat: 'ibid' });
  });
  it('leaves an Ibid. with nothing before it alone', () => {
    expect(classifyNotes(['Ibid.'])).toEqual([{ kind: 'commentary' }]);
  });
  it('matches a short form to the earlier reference of that author and year', () => {
    const sources = classifyNotes([VASWANI, DEVLIN, 'Vaswani et al. (2017).', 'Devlin et al., BERT, 3.', 'Vaswani et al. (2015).']);
    expect(sources[2]).toEqual({ kind: 'references', references: [VASWANI], repeat: 'short-form' });
    expect(sources[3]).toEqual({ kind: 'references', references: [DEVLIN], repeat: 'short-form' });
    // Another year is another work, and a bare author-year is no reference on its own.
    expect(sources[4]).toEqual({ kind: 'commentary' });
  });
  it('reads a full reference by the same author and year as a work of its own', () => {
    const other = 'Vaswani, A. (2017). Sparse attention revisited. Workshop on Efficient Models.';
    expect(classifyNotes([VASWANI, other])[1]).toEqual({ kind: 'references', references: [other] });
  });
  it("an Ibid. after a short form cites the short form's work", () => {
    const sources = classifyNotes([VASWANI, DEVLIN, 'Vaswani et al. (2017).', 'Ibid.']);
    expect(sources[3]).toEqual({ kind: 'references', references: [VASWANI], repeat: 'ibid' });
  });
  it('gives every reference of a multi-reference note', () => {
    expect(classifyNotes([`${WEB}; ${ARXIV}`])).toEqual([{ kind: 'references', references: [WEB, ARXIV] }]);
  });
});

describe('classifyNotes: op. cit. and supra', () => {
  it('takes "Author, op. cit., p. 5" and "Author, supra note 1" for that author’s earlier work', () => {
    const sources = classifyNotes([VASWANI, DEVLIN, 'Vaswani, op. cit., p. 5.', 'Devlin, supra note 2, at 7.', 'Smith, op. cit.']);
    expect(sources.slice(2)).toEqual([
      { kind: 'references', references: [VASWANI], repeat: 'short-form' },
      { kind: 'references', references: [DEVLIN], repeat: 'short-form' },
      { kind: 'commentary' },
    ]);
  });
});
