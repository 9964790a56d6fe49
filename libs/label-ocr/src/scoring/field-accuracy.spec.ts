import { emptyLabelFields } from '../label-fields';
import { checkFields, comparableValue } from './field-accuracy';

describe('field accuracy', () => {
  it('compares values without case, spaces or punctuation, and lists as sets', () => {
    expect(comparableValue('Yirgacheffe, Ethiopia')).toBe(comparableValue('YIRGACHEFFE ETHIOPIA'));
    expect(comparableValue('340 g')).toBe(comparableValue('340g'));
    expect(comparableValue(['Peach', 'Jasmine'])).toBe(comparableValue(['jasmine', 'peach']));
    expect(comparableValue([])).toBeNull();
  });

  it('checks every field either side has, not the ones both leave empty', () => {
    const expected = { ...emptyLabelFields(), roaster: 'Kestrel Coffee', origin: 'Peru', flavorNotes: ['Fig'] };
    const actual = { ...emptyLabelFields(), roaster: 'KESTREL COFFEE', weight: '250 g', flavorNotes: ['fig'] };
    expect(checkFields(expected, actual)).toEqual([
      { field: 'roaster', expected: 'kestrelcoffee', actual: 'kestrelcoffee', correct: true },
      { field: 'origin', expected: 'peru', actual: null, correct: false },
      { field: 'weight', expected: null, actual: '250g', correct: false },
      { field: 'flavorNotes', expected: 'fig', actual: 'fig', correct: true },
    ]);
  });
});
