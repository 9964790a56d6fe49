import { documentTitle } from './use-document-title';

describe('documentTitle', () => {
  it("puts the screen's title before the app's name", () => {
    expect(documentTitle('Search')).toBe('Search · Crema');
  });

  it("is the app's name alone while the screen has no title", () => {
    expect(documentTitle(undefined)).toBe('Crema');
    expect(documentTitle('')).toBe('Crema');
  });
});
