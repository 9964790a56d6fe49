import { isFlavourNotesLine, notesOf } from './flavour-notes';

describe('notesOf', () => {
  it('splits on commas, slashes, bullets, "&" and "and"', () => {
    expect(notesOf('jasmine, bergamot & peach')).toEqual(['Jasmine', 'Bergamot', 'Peach']);
    expect(notesOf('Blueberry / Cacao Nib · Plum and Rum')).toEqual(['Blueberry', 'Cacao Nib', 'Plum', 'Rum']);
  });
});

describe('isFlavourNotesLine', () => {
  it('is a list whose items are mostly flavours', () => {
    expect(isFlavourNotesLine('Red Wine · Caramel')).toBe(true);
    expect(isFlavourNotesLine('Cola, Green Apple, Pomegranate, Baklava')).toBe(true);
  });

  it('is not a process and roast line, a place, or a line with numbers', () => {
    expect(isFlavourNotesLine('Red Honey | Light Roast')).toBe(false);
    expect(isFlavourNotesLine('Antigua, Guatemala')).toBe(false);
    expect(isFlavourNotesLine('Honey, 1,800 masl')).toBe(false);
  });
});
