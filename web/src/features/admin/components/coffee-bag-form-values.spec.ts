import type { LabelReading } from '@crema/contracts/admin/label';
import {
  coffeeBagFormSchema,
  EMPTY_COFFEE_BAG_FORM,
  findRoasterByName,
  labelToFormValues,
  matchOption,
  splitList,
  withRoasterChoice,
} from './coffee-bag-form-values';

const reading: LabelReading = {
  extractedData: {
    roaster: 'Bright Roasters',
    coffeeName: 'Kochere',
    origin: 'Ethiopia, Yirgacheffe',
    processingMethod: 'Washed process',
    roastLevel: 'medium light roast',
    weight: '250 g',
    roastDate: '2026-11-02',
    altitude: '1900 masl',
    variety: 'Heirloom',
    producer: null,
    flavorNotes: ['Jasmine', 'Bergamot', 'Honey'],
    certifications: ['Organic'],
  },
  imageUrl: '/media/labels/abc.png',
  rawText: 'BRIGHT ROASTERS\nKochere\nWashed process',
  confidence: 91.5,
};

describe('matchOption', () => {
  it('finds the option a label names, ignoring case, spaces, dashes and extra words', () => {
    expect(matchOption(['Light', 'Medium-Light', 'Medium'], 'medium light roast')).toBe('Medium-Light');
    expect(matchOption(['Washed', 'Natural', 'Wet-Hulled'], 'WET HULLED')).toBe('Wet-Hulled');
    expect(matchOption(['Washed', 'Natural'], 'Natural / dry process')).toBe('Natural');
  });

  it('gives nothing for text that names no option', () => {
    expect(matchOption(['Washed', 'Natural'], 'Carbonic maceration')).toBe('');
    expect(matchOption(['Washed'], null)).toBe('');
    expect(matchOption(['Washed'], ' - ')).toBe('');
  });
});

describe('splitList', () => {
  it('splits on commas, semicolons and new lines and drops blanks', () => {
    expect(splitList('Cherry, jasmine;\nhoney,, ')).toEqual(['Cherry', 'jasmine', 'honey']);
    expect(splitList('')).toEqual([]);
  });
});

describe('labelToFormValues', () => {
  it('fills the review form with what the label reader found', () => {
    expect(labelToFormValues(reading)).toEqual({
      ...EMPTY_COFFEE_BAG_FORM,
      coffeeName: 'Kochere',
      roasterName: 'Bright Roasters',
      origin: 'Ethiopia, Yirgacheffe',
      processingMethod: 'Washed',
      roastLevel: 'Medium-Light',
      roastDate: '2026-11-02',
      weight: '250 g',
      altitude: '1900 masl',
      variety: 'Heirloom',
      producer: '',
      flavorNotes: 'Jasmine, Bergamot, Honey',
      certifications: 'Organic',
      imageUrl: '/media/labels/abc.png',
      ocrText: 'BRIGHT ROASTERS\nKochere\nWashed process',
    });
  });
});

describe('coffeeBagFormSchema', () => {
  it('reads the reviewed form as the body of POST /api/admin/coffee-bags', () => {
    const result = coffeeBagFormSchema.safeParse(labelToFormValues(reading));
    expect(result.success && result.data).toEqual({
      roasterId: null,
      roasterName: 'Bright Roasters',
      coffeeName: 'Kochere',
      brandName: null,
      origin: 'Ethiopia, Yirgacheffe',
      roastLevel: 'Medium-Light',
      roastDate: '2026-11-02',
      weight: '250 g',
      flavorNotes: ['Jasmine', 'Bergamot', 'Honey'],
      description: null,
      imageUrl: '/media/labels/abc.png',
      ocrText: 'BRIGHT ROASTERS\nKochere\nWashed process',
      processingMethod: 'Washed',
      altitude: '1900 masl',
      variety: 'Heirloom',
      producer: null,
      certifications: ['Organic'],
    });
  });

  it("puts the contract's messages on the form's fields", () => {
    const result = coffeeBagFormSchema.safeParse({ ...EMPTY_COFFEE_BAG_FORM, coffeeName: ' K ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['coffeeName', 'Coffee name is required'],
    ]);
  });

  it('accepts a bag entered by hand, without an image', () => {
    const result = coffeeBagFormSchema.safeParse({ ...EMPTY_COFFEE_BAG_FORM, coffeeName: 'House Blend' });
    expect(result.success && result.data).toMatchObject({
      coffeeName: 'House Blend',
      roasterName: null,
      imageUrl: null,
      flavorNotes: [],
    });
  });
});

describe('withRoasterChoice', () => {
  const roasters = [
    { id: 3, name: 'Bright Roasters' },
    { id: 4, name: 'Corner Cafe' },
  ];
  const body = coffeeBagFormSchema.parse(labelToFormValues(reading));

  it('sends a catalogue roaster by its id', () => {
    expect(withRoasterChoice({ ...body, roasterName: ' bright roasters ' }, roasters)).toMatchObject({
      roasterId: 3,
      roasterName: null,
    });
  });

  it('sends any other name for the server to match or add', () => {
    expect(withRoasterChoice({ ...body, roasterName: 'New Wave' }, roasters)).toMatchObject({
      roasterId: null,
      roasterName: 'New Wave',
    });
    expect(findRoasterByName(roasters, null)).toBeUndefined();
  });
});
