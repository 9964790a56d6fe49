// Field accuracy: extracted fields against the ground truth, compared without case, accents,
// spaces or punctuation ("Yirgacheffe, Ethiopia" = "YIRGACHEFFE ETHIOPIA"); lists as sets.
import { LABEL_FIELD_NAMES, type LabelFieldName, type LabelFields } from '../label-fields';
import { normaliseWord } from './word-recall';

export interface FieldCheck {
  field: LabelFieldName;
  expected: string | null;
  actual: string | null;
  correct: boolean;
}

/** A field's value in comparable form; null for an empty value or list. */
export function comparableValue(value: string | readonly string[] | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return normaliseWord(value) || null;
  const items = value.map(normaliseWord).filter(Boolean).sort();
  return items.length === 0 ? null : [...new Set(items)].join('|');
}

/**
 * One check per field that the label has or the extraction claims: a field both leave empty is
 * not counted (it would flatter the score), an invented value counts as wrong.
 */
export function checkFields(expected: LabelFields, actual: LabelFields): FieldCheck[] {
  return LABEL_FIELD_NAMES.flatMap((field) => {
    const want = comparableValue(expected[field]);
    const got = comparableValue(actual[field]);
    if (want === null && got === null) return [];
    return [{ field, expected: want, actual: got, correct: want === got }];
  });
}
