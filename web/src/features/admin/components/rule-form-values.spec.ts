import type { ModerationRule } from '@crema/contracts/admin/moderation';
import { EMPTY_RULE_FORM, ruleFormSchema, ruleToFormValues } from './rule-form-values';

const messages = (values: typeof EMPTY_RULE_FORM) =>
  ruleFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message]);

describe('ruleFormSchema', () => {
  it('needs a name and a description (SPEC §5)', () => {
    expect(messages(EMPTY_RULE_FORM)).toEqual([
      ['name', 'Rule name is required'],
      ['description', 'Rule description is required'],
    ]);
  });

  it('reads the form as the body of POST /api/admin/moderation/rules', () => {
    expect(
      ruleFormSchema.parse({
        ...EMPTY_RULE_FORM,
        name: ' No spam ',
        description: 'Links to shops',
        pattern: '',
        action: 'hide',
        active: 'false',
      }),
    ).toEqual({
      name: 'No spam',
      description: 'Links to shops',
      pattern: null,
      action: 'hide',
      active: false,
    });
  });

  it('starts editing from the rule as it is', () => {
    const rule: ModerationRule = {
      id: 1,
      name: 'Slurs',
      description: 'Hide slurs',
      active: true,
      pattern: null,
      action: 'flag',
      createdAt: '2026-11-25T08:00:00.000Z',
      updatedAt: '2026-11-25T08:00:00.000Z',
    };
    expect(ruleToFormValues(rule)).toEqual({
      name: 'Slurs',
      description: 'Hide slurs',
      pattern: '',
      action: 'flag',
      active: 'true',
    });
  });
});
