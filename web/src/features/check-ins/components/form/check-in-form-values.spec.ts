import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import {
  brewDetailsFromValues,
  checkInValuesFromCard,
  emptyCheckInValues,
  updateBodyFromValues,
  type CheckInFormValues,
} from './check-in-form-values';
import { checkInCard } from '@/testing/check-in-card';

const card = (brewDetails: CheckInCard['brewDetails']): CheckInCard => checkInCard({ brewDetails });

const advanced = (values: CheckInFormValues): CheckInFormValues => ({ ...values, advanced: true });

describe('brew details of the check-in form', () => {
  it('sends no slider the person did not move, whatever the thumbs show', () => {
    const values = advanced(emptyCheckInValues('V60'));
    expect(values.brew.grindSizeNumeric).toBe(5);
    expect(brewDetailsFromValues(values)).toEqual({});
  });

  it('sends only the moved sliders, with the grind label', () => {
    const values = advanced(emptyCheckInValues('V60'));
    const moved: CheckInFormValues = {
      ...values,
      brew: { ...values.brew, grindSizeNumeric: 7, scores: { ...values.brew.scores, flavorScore: 8 } },
      ratedSliders: ['flavorScore', 'grindSizeNumeric'],
    };
    expect(brewDetailsFromValues(moved)).toEqual({
      grindSizeNumeric: 7,
      grindSize: 'Medium-Coarse',
      flavorScore: 8,
    });
  });

  it('keeps unrated sliders unrated when editing, and rated ones rated', () => {
    const before = card({ flavorScore: 9, dose: 18 });
    const values = checkInValuesFromCard(before);
    expect(values.ratedSliders).toEqual(['flavorScore']);
    expect(updateBodyFromValues(values, before).brewDetails).toEqual({ flavorScore: 9, dose: 18 });
  });

  it('takes weights, volumes and temperatures in imperial and sends them in metric', () => {
    const values = advanced(emptyCheckInValues('V60', 'imperial'));
    const typed = { ...values, brew: { ...values.brew, dose: '0.63', water: '10', waterTemp: '200' } };
    expect(brewDetailsFromValues(typed)).toEqual({ dose: 17.9, water: 296, waterTemp: 93 });
  });

  it('shows stored metric in imperial and keeps an untouched value exactly as stored', () => {
    const before = card({ dose: 18, water: 300, waterTemp: 94 });
    const values = checkInValuesFromCard(before, 'imperial');
    expect([values.brew.dose, values.brew.water, values.brew.waterTemp]).toEqual(['0.63', '10.1', '201']);
    const edited = { ...values, brew: { ...values.brew, water: '12' } };
    expect(updateBodyFromValues(edited, before).brewDetails).toEqual({ dose: 18, water: 355, waterTemp: 94 });
  });

  it("sends untouched grind and scores back exactly as stored, off the sliders' steps too", () => {
    const stored = {
      grindSizeNumeric: 7.5,
      grindSize: 'Comandante 24 clicks',
      flavorScore: 0,
      sweetness: 10,
    };
    const before = card(stored);
    expect(updateBodyFromValues(checkInValuesFromCard(before), before).brewDetails).toEqual(stored);
  });

  it('keeps a grind wording stored without a number', () => {
    const before = card({ grindSize: 'Turkish', dose: 7 });
    const values = checkInValuesFromCard(before);
    expect(values.ratedSliders).toEqual([]);
    expect(updateBodyFromValues(values, before).brewDetails).toEqual({ grindSize: 'Turkish', dose: 7 });
  });

  it('sends a moved grind with the label of its new place, and a moved score as moved', () => {
    const before = card({ grindSizeNumeric: 7.5, grindSize: 'Comandante 24 clicks', flavorScore: 0 });
    const values = checkInValuesFromCard(before);
    const moved: CheckInFormValues = {
      ...values,
      brew: { ...values.brew, grindSizeNumeric: 3, scores: { ...values.brew.scores, flavorScore: 4 } },
    };
    expect(updateBodyFromValues(moved, before).brewDetails).toEqual({
      grindSizeNumeric: 3,
      grindSize: 'Fine',
      flavorScore: 4,
    });
  });

  it('sends no brew details while the advanced toggle is off', () => {
    expect(brewDetailsFromValues(emptyCheckInValues())).toBeNull();
  });
});
