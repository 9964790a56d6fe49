// @crema/label-ocr: reads coffee-bag labels. LabelOcr is the engine; extractLabelFields works on
// any text; the corpus and scoring exports exist to measure the engine (npm run eval:ocr).
export {
  CERTIFICATIONS,
  emptyLabelFields,
  LABEL_FIELD_NAMES,
  PROCESSING_METHODS,
  ROAST_LEVELS,
  type Certification,
  type LabelFieldName,
  type LabelFields,
  type ProcessingMethod,
  type RoastLevel,
} from './label-fields';
export { extractLabelFields } from './extract/extract-label-fields';
export {
  DEFAULT_PREPROCESS_OPTIONS,
  preprocessLabel,
  turnQuarter,
  type PreprocessedLabel,
  type PreprocessOptions,
} from './preprocess/preprocess-label';
export { LabelOcr, type LabelOcrOptions, type LabelReading } from './ocr/label-ocr';
export { englishLanguageDataPath } from './ocr/english-language-data';
export { generateLabel, type GeneratedLabel, type LabelTraits } from './corpus/generate-label';
export { measureWordRecall, normaliseWord, wordsOf, type WordRecall } from './scoring/word-recall';
export { checkFields, comparableValue, type FieldCheck } from './scoring/field-accuracy';
