import { emptyLabelFields, type LabelFields } from '../label-fields';
import { extractLabelFields } from './extract-label-fields';

const fields = (values: Partial<LabelFields>): LabelFields => ({ ...emptyLabelFields(), ...values });

describe('extractLabelFields', () => {
  it('reads a label that names every field', () => {
    const text = [
      'NORTHBOUND COFFEE ROASTERS',
      'Kochere Sunrise',
      'Origin: Yirgacheffe, Ethiopia',
      'PROCESS — washed',
      'Roast: Light',
      'Altitude 1,900–2,100 masl',
      'Variety: Heirloom',
      'Producer: Tadesse Edema',
      'Tasting notes: jasmine, bergamot & peach',
      'Net wt 340 g / 12 oz',
      'Roasted on 2026-10-02',
      'USDA Organic · Fair Trade',
    ].join('\n');
    expect(extractLabelFields(text)).toEqual(
      fields({
        roaster: 'Northbound Coffee Roasters',
        coffeeName: 'Kochere Sunrise',
        origin: 'Yirgacheffe, Ethiopia',
        processingMethod: 'Washed',
        roastLevel: 'Light',
        weight: '340 g',
        roastDate: '2026-10-02',
        altitude: '1900-2100 masl',
        variety: 'Heirloom',
        producer: 'Tadesse Edema',
        flavorNotes: ['Jasmine', 'Bergamot', 'Peach'],
        certifications: ['Organic', 'Fair Trade'],
      }),
    );
  });

  it('reads an unlabelled label: roaster on top, big coffee name, values known by what they are', () => {
    const text = [
      'Copper Kettle Coffee Co.',
      'Slow Sunday',
      'Sumatra, Indonesia',
      'Giling Basah | Full City Roast',
      'Pacamara / Batian | 2,150m',
      'Produced by Esteban Zamora',
      'Raspberry / Black Tea / Honey',
      '250 G',
      'Fair Trade Certified',
    ].join('\n');
    expect(extractLabelFields(text)).toEqual(
      fields({
        roaster: 'Copper Kettle Coffee Co.',
        coffeeName: 'Slow Sunday',
        origin: 'Sumatra, Indonesia',
        processingMethod: 'Wet-Hulled',
        roastLevel: 'Medium-Dark',
        weight: '250 g',
        altitude: '2150 masl',
        variety: 'Pacamara / Batian',
        producer: 'Esteban Zamora',
        flavorNotes: ['Raspberry', 'Black Tea', 'Honey'],
        certifications: ['Fair Trade'],
      }),
    );
  });

  it('reads captions printed above their values', () => {
    const text = [
      'BRAMBLE & BEAN',
      'MAHEMBE',
      'REGION',
      'Tanzania',
      'PROCESS',
      'Thermal Shock',
      'ROAST LEVEL',
      'Light-Medium',
      'ELEVATION',
      '1550 - 1850 m',
      'VARIETIES',
      'Gesha',
      'FLAVOUR NOTES',
      'Clove, Red Grape, Red Wine',
      'Net wt 500g',
      'Roasted: 26 JAN 2026',
    ].join('\n');
    expect(extractLabelFields(text)).toEqual(
      fields({
        roaster: 'Bramble & Bean',
        coffeeName: 'Mahembe',
        origin: 'Tanzania',
        processingMethod: 'Other',
        roastLevel: 'Medium-Light',
        weight: '500 g',
        roastDate: '2026-01-26',
        altitude: '1550-1850 masl',
        variety: 'Gesha',
        flavorNotes: ['Clove', 'Red Grape', 'Red Wine'],
      }),
    );
  });

  it('splits two labelled columns that OCR ran into one line', () => {
    const result = extractLabelFields(
      [
        'SUNDIAL COFFEE ROASTERS',
        'FIRST LIGHT',
        'Origin: Ethiopia Processing: Honey',
        'Roast Profile: Light Alt: 2,150-2,500 masl',
        'ORIGIN Indonesia METHOD Wet-Hulled',
        'Process — Wet Process Roast — Medium',
        'Net weight 1 lb (454 g) Roast date: 2026-02-16',
      ].join('\n'),
    );
    expect(result).toMatchObject({
      origin: 'Ethiopia',
      processingMethod: 'Honey',
      roastLevel: 'Light',
      altitude: '2150-2500 masl',
      weight: '454 g',
      roastDate: '2026-02-16',
    });
  });

  it('does not split a value that merely contains a label word', () => {
    expect(extractLabelFields('PRODUCER KOCHERE COOPERATIVE').producer).toBe('Kochere Cooperative');
  });

  it('takes the roast date, not the best-before date', () => {
    expect(extractLabelFields('Best before 14/02/2027\nRoasted on: 14/05/2026').roastDate).toBe('2026-05-14');
    expect(extractLabelFields('Best by November 22, 2027').roastDate).toBeNull();
    expect(extractLabelFields('250 g  02.03.2026').roastDate).toBe('2026-03-02');
  });

  it('finds the roaster at the bottom ("Roasted by") and the name on top', () => {
    const result = extractLabelFields('Gatomboya Reserve\nAntigua, Guatemala\nWet Process · Medium Roast\nRoasted by Blue Heron Roastery');
    expect(result).toMatchObject({
      roaster: 'Blue Heron Roastery',
      coffeeName: 'Gatomboya Reserve',
      origin: 'Antigua, Guatemala',
      processingMethod: 'Washed',
      roastLevel: 'Medium',
    });
  });

  it('keeps a coffee name that only looks like a field when another line gives that field', () => {
    const result = extractLabelFields('Lantern Coffee Roasters\nWild Honey\nUganda\nSun-Dried Natural · Medium Roast');
    expect(result).toMatchObject({ coffeeName: 'Wild Honey', processingMethod: 'Natural', origin: 'Uganda' });
  });

  it('reads the pieces of a line even when OCR lost the dot between them', () => {
    expect(extractLabelFields('Peru\nFully Washed Light Roast')).toMatchObject({
      processingMethod: 'Washed',
      roastLevel: 'Light',
    });
  });

  it('reads "Notes of" lists and bullet-separated notes OCR turned into dashes', () => {
    expect(extractLabelFields('Notes of Hazelnut, Hibiscus, Maple Syrup & Raisin').flavorNotes).toEqual([
      'Hazelnut',
      'Hibiscus',
      'Maple Syrup',
      'Raisin',
    ]);
    expect(extractLabelFields('Marzipan - Strawberry - Blueberry - Dark Chocolate').flavorNotes).toEqual([
      'Marzipan',
      'Strawberry',
      'Blueberry',
      'Dark Chocolate',
    ]);
  });

  it('ignores OCR noise at the line ends and lines of noise', () => {
    const result = extractLabelFields(
      ['| ~ SALTMARSH ROASTING CO.', 'ALTO MAYO i', 'ORIGIN: Guatemala |', 'i METHOD: Wet Process', 'SR SBS BRIE TR Ee oS'].join('\n'),
    );
    expect(result).toMatchObject({
      roaster: 'Saltmarsh Roasting Co.',
      coffeeName: 'Alto Mayo',
      origin: 'Guatemala',
      processingMethod: 'Washed',
    });
  });

  it('returns empty fields for empty text', () => {
    expect(extractLabelFields('')).toEqual(emptyLabelFields());
  });
});
