import { measureWordRecall, normaliseWord, wordsOf } from './word-recall';

describe('word recall', () => {
  it('compares words without case, accents or punctuation', () => {
    expect(normaliseWord('Nariño,')).toBe('narino');
    expect(normaliseWord('1,900–2,100')).toBe('19002100');
    expect(wordsOf('Origin:  Yirgacheffe, Ethiopia · ')).toEqual(['origin', 'yirgacheffe', 'ethiopia']);
  });

  it('counts words as a multiset and lists what was missed', () => {
    const printed = ['Red', 'Bourbon', '&', 'Red', 'Honey'];
    expect(measureWordRecall(printed, 'red bourbon honey')).toEqual({ found: 3, total: 4, missed: ['red'] });
    expect(measureWordRecall(printed, 'RED Bourbon, red Honey!')).toEqual({ found: 4, total: 4, missed: [] });
  });
});
