import { otherTabs, othersSentence } from './other-tabs-hint';

describe('other tabs hint', () => {
  it('lists the other tabs with results, in tab order, 20 shown as 20+', () => {
    const others = otherTabs('users', { coffees: 3, roasters: 0, cafes: 20, users: 0 });
    expect(others).toEqual([
      { type: 'coffees', label: '3 coffees' },
      { type: 'cafes', label: '20+ cafés' },
    ]);
    expect(othersSentence(others)).toBe('3 coffees and 20+ cafés do');
  });

  it('agrees with one, and joins three', () => {
    expect(othersSentence(otherTabs('coffees', { coffees: 0, roasters: 0, cafes: 0, users: 1 }))).toBe(
      '1 person does',
    );
    expect(othersSentence(otherTabs('users', { coffees: 1, roasters: 2, cafes: 3, users: 0 }))).toBe(
      '1 coffee, 2 roasters and 3 cafés do',
    );
    expect(otherTabs('users', { coffees: 0, roasters: 0, cafes: 0, users: 0 })).toEqual([]);
  });
});
