// Tesseract's usual misreadings of the units on a coffee bag, put right. Its English model reads
// a unit right after digits as more digits ("500g" -> "5009", "1 lb" -> "1 1b", "12 oz" ->
// "12 0z") and drops the narrow space of "Net wt". Every rule needs a digit (or "Net") in front,
// so ordinary words are never touched.

/** Common bag sizes in grams: "5009" is read as "500g" only for these. */
const BAG_GRAMS = '100|113|125|150|200|227|250|300|340|350|454|500|750|907|1000';

const RULES: readonly (readonly [RegExp, string])[] = [
  // "1 1b", "11b", "1 Ib", "1|b" -> "1 lb"
  [/(\d)\s?[1Il|]b\b/g, '$1 lb'],
  // "12 0z", "120z", "12 0Z" -> "12 oz"
  [/(\d)\s?0[zZ]\b/g, '$1 oz'],
  // "mas!", "mas]", "MAS|" -> "masl"
  [/(\d\s?m)(as)[!|\]1I](?![\p{L}\p{N}])/giu, '$1$2l'],
  // "m.a.s.1" -> "m.a.s.l"
  [/(\d\s?m\.a\.s\.)[1I|]/gi, '$1l'],
  // "(454 9)", "250 9" at the end of a line or before a slash -> "g"
  [/(\d) 9(?=\s*(?:[/)]|$))/gm, '$1 g'],
  // "200q", "454 gq" -> "g"
  [/(\d\s?)g?q\b/g, '$1g'],
  // "4549g" -> "454g": the g read twice, once as a 9
  [new RegExp(String.raw`(?<![\d.,/-])(${BAG_GRAMS})9g\b`, 'g'), '$1g'],
  // "5009", "3409/12 oz" -> "500g", "340g/12 oz" (not a year such as 2009)
  [new RegExp(String.raw`(?<![\d.,/-])(${BAG_GRAMS})9(?![\d.,-]\d)(?<!\b(?:19|20)\d\d)\b`, 'g'), '$1g'],
  // "250¢g", "250¢" -> "250g"
  [/(\d\s?)¢g?(?![\p{L}\p{N}])/gu, '$1g'],
  // "Netwt", "Netweight", "Netwt340G" -> "Net wt", "Net weight", "Net wt 340G"
  [/\b(Net)\s?(wt\.?|weight)\s?(?=\d)/gi, '$1 $2 '],
  [/\b(Net)(wt|weight)\b/gi, '$1 $2'],
];

export function correctUnitMisreadings(text: string): string {
  return RULES.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}
