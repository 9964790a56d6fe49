import { CHECKIN_BREW_METHODS, PREFERENCE_BREW_METHODS } from '@crema/contracts/coffee/options';
import { checkInBrewMethod } from './brew-method';

describe('checkInBrewMethod', () => {
  it('names every preference method as the check-in form does', () => {
    expect(checkInBrewMethod('V60')).toBe('Pour Over');
    expect(checkInBrewMethod('Chemex')).toBe('Pour Over');
    expect(checkInBrewMethod('Espresso')).toBe('Espresso');
    for (const method of PREFERENCE_BREW_METHODS)
      expect(CHECKIN_BREW_METHODS as readonly string[]).toContain(checkInBrewMethod(method));
  });
});
