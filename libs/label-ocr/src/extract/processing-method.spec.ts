import { processingMethodOf } from './processing-method';

describe('processingMethodOf', () => {
  it.each([
    ['Washed', 'Washed'],
    ['FULLY WASHED', 'Washed'],
    ['Wet Process', 'Washed'],
    ['Natural', 'Natural'],
    ['Dry process', 'Natural'],
    ['Sun-Dried Natural', 'Natural'],
    ['Red Honey', 'Honey'],
    ['Pulped Natural', 'Honey'],
    ['Anaerobic Natural', 'Anaerobic'],
    ['Anaerobic washed', 'Anaerobic'],
    ['Carbonic Maceration', 'Anaerobic'],
    ['Wet-Hulled', 'Wet-Hulled'],
    ['Giling Basah', 'Wet-Hulled'],
    ['Double Fermentation', 'Other'],
    ['Koji', 'Other'],
    ['Thermal Shock', 'Other'],
  ])('%s is %s', (wording, method) => {
    expect(processingMethodOf(wording)).toBe(method);
  });

  it('names no method for other words', () => {
    expect(processingMethodOf('Kochere Sunrise')).toBeNull();
    expect(processingMethodOf('Honeysuckle')).toBeNull();
  });
});
