// Certification marks anywhere on the label, by the catalogue's names.
import { CERTIFICATIONS, type Certification } from '../label-fields';

const MARKS: Readonly<Record<Certification, RegExp>> = {
  Organic: /\borganic\b/i,
  'Fair Trade': /\bfair[\s-]*trade\b/i,
  'Rainforest Alliance': /\brain[\s-]*forest\s+alliance\b/i,
  'Bird Friendly': /\bbird[\s-]*friendly\b/i,
  'Direct Trade': /\bdirect[\s-]*trade\b/i,
};

export function certificationsIn(text: string): Certification[] {
  return CERTIFICATIONS.filter((name) => MARKS[name].test(text));
}

/** Whether a piece of a line is nothing but certification marks ("USDA Organic", "Fairtrade"). */
export function isCertificationMark(segment: string): boolean {
  const rest = Object.values(MARKS)
    .reduce((text, mark) => text.replace(new RegExp(mark.source, 'gi'), ' '), segment)
    .replace(/\b(?:usda|eu|certified|smithsonian|and)\b/gi, ' ');
  return certificationsIn(segment).length > 0 && !/[\p{L}\p{N}]/u.test(rest);
}
