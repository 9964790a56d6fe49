import { containsPhrase, matchRules, verdictOf, words, type ActiveRule } from './rule-matching';

const rule = (pattern: string, overrides: Partial<ActiveRule> = {}): ActiveRule => ({
  id: 1,
  name: 'Spam links',
  pattern,
  action: 'flag',
  ...overrides,
});
const matches = (pattern: string, text: string) =>
  matchRules([rule(pattern)], [{ label: 'notes', text }]).length > 0;

describe('rule matching', () => {
  it('reads words without case or accents', () => {
    expect(words('Café CRÈME — Ñandú, naïve!')).toEqual(['cafe', 'creme', 'nandu', 'naive']);
    expect(words('')).toEqual([]);
    expect(words('!!! ...')).toEqual([]);
  });

  it.each([
    ['cheap pills', 'Buy CHEAP pills here', true],
    ['cheap pills', 'buy cheap   pills', true],
    ['café', 'best CAFE in town', true],
    ['cafe', 'best Café in town', true],
    ['cheap pills', 'cheap-pills.example', true],
    ['spam', 'spammy notes', false],
    ['spam', 'antispam', false],
    ['cheap pills', 'pills cheap', false],
    ['cheap pills', 'cheap and pills', false],
    ['.*', 'anything at all', false],
    ['(a+)+$', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!', false],
  ])('%j in %j: %p', (pattern, text, expected) => {
    expect(matches(pattern, text)).toBe(expected);
  });

  it('finds a phrase whose start repeats (no match is skipped)', () => {
    expect(containsPhrase(words('a a a b'), words('a a b'))).toBe(true);
    expect(containsPhrase(words('a b a b a c'), words('a b a c'))).toBe(true);
    expect(containsPhrase(words('a b a b a b'), words('a b a c'))).toBe(false);
  });

  it('stays fast with a hostile pattern against the longest text', () => {
    const pattern = Array.from({ length: 99 }, () => 'a').join(' ') + ' b';
    const text = Array.from({ length: 1000 }, () => 'a').join(' ');
    const started = process.hrtime.bigint();
    for (let round = 0; round < 100; round += 1) expect(matches(pattern, text)).toBe(false);
    const perMatchMs = Number(process.hrtime.bigint() - started) / 1e6 / 100;
    expect(perMatchMs).toBeLessThan(5);
  });

  it('raises one report per matching rule, naming where it matched; any hide rule hides', () => {
    const verdict = verdictOf(
      matchRules(
        [
          rule('spam'),
          rule('pills', { id: 2, name: 'Pharmacy', action: 'hide' }),
          rule('nothing', { id: 3 }),
        ],
        [
          { label: 'coffee name', text: 'Spam Blend' },
          { label: 'notes', text: 'spam, pills' },
          { label: 'location', text: null },
        ],
      ),
    );
    expect(verdict).toEqual({
      hidden: true,
      reports: [
        {
          ruleId: 1,
          ruleName: 'Spam links',
          reason: 'Matched rule “Spam links”: “spam” in the coffee name, notes',
          hid: false,
        },
        {
          ruleId: 2,
          ruleName: 'Pharmacy',
          reason: 'Matched rule “Pharmacy”: “pills” in the notes',
          hid: true,
        },
      ],
    });
    expect(verdictOf([])).toEqual({ hidden: false, reports: [] });
  });
});
