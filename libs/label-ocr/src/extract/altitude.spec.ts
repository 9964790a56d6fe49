import { findAltitudes } from './altitude';

const altitude = (text: string, unitOptional = false) => findAltitudes(text, unitOptional)[0]?.value ?? null;

describe('findAltitudes', () => {
  it.each([
    ['Altitude 1,900-2,100 masl', '1900-2100 masl'],
    ['1550 - 1850 m', '1550-1850 masl'],
    ['1.950 m.a.s.l.', '1950 masl'],
    ['Elevation: 2,050m', '2050 masl'],
    ['ALT 1800-2000 MASL', '1800-2000 masl'],
    ['1800 metres', '1800 masl'],
    ['2,150~-2,500 m', '2150-2500 masl'],
    ['5,900 ft', '5900 ft'],
  ])('%s is %s', (text, value) => {
    expect(altitude(text)).toBe(value);
  });

  it('needs a unit unless the line is labelled as an altitude', () => {
    expect(altitude('Lot 1850')).toBeNull();
    expect(altitude('1850', true)).toBe('1850 masl');
  });

  it('rejects heights no coffee grows at and backwards ranges', () => {
    expect(altitude('250 m')).toBeNull();
    expect(altitude('2100-1900 masl')).toBeNull();
  });
});
