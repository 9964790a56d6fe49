import { BREW_METHODS } from '@crema/contracts/coffee/options';
import { checkInBrewMethod } from './brew-method';

describe('checkInBrewMethod', () => {
  it('matches pour-over devices by their family and keeps every other method', () => {
    expect(checkInBrewMethod('V60')).toBe('Pour Over');
    expect(checkInBrewMethod('Chemex')).toBe('Pour Over');
    expect(checkInBrewMethod('Espresso')).toBe('Espresso');
    for (const method of BREW_METHODS) expect(BREW_METHODS as readonly string[]).toContain(checkInBrewMethod(method));
  });
});
