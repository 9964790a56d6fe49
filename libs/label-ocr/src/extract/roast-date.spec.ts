import { findDates, roastDateIn } from './roast-date';

describe('findDates', () => {
  it.each([
    ['Roasted on 2026-10-02', '2026-10-02'],
    ['02.10.2026', '2026-10-02'],
    ['02/10/2026', '2026-10-02'],
    ['10/13/2026', '2026-10-13'],
    ['2 Oct 2026', '2026-10-02'],
    ['02 OCT 2026', '2026-10-02'],
    ['October 2, 2026', '2026-10-02'],
    ['2nd October 2026', '2026-10-02'],
    ['Roasted: Sept 9 2026', '2026-09-09'],
    ['02.10.26', '2026-10-02'],
  ])('%s is %s', (text, iso) => {
    expect(findDates(text).map((date) => date.value)).toEqual([iso]);
  });

  it('rejects impossible dates and numbers that only look like dates', () => {
    expect(findDates('31/02/2026')).toEqual([]);
    expect(findDates('1,900-2,100 masl')).toEqual([]);
  });
});

describe('roastDateIn', () => {
  it('prefers a date after a roast cue, skips dates after a best-before cue', () => {
    expect(roastDateIn(['Best before 2027-04-02', 'Roasted on 2026-10-02'])).toBe('2026-10-02');
    expect(roastDateIn(['Roast date 12/07/2026 Best by 12/01/2027'])).toBe('2026-07-12');
    expect(roastDateIn(['Use by 2027-01-01'])).toBeNull();
  });

  it('falls back to a date with no cue', () => {
    expect(roastDateIn(['250 g', '02.03.2026'])).toBe('2026-03-02');
  });
});
