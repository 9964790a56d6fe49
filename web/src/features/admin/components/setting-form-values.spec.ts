import { displaySettingValue, SETTING_REQUIRED, validateSettingForm, withKey } from './setting-form-values';

describe('validateSettingForm', () => {
  it('needs a key and a value (SPEC §5)', () => {
    expect(validateSettingForm({ key: ' ', value: '', description: '' })).toEqual({
      ok: false,
      errors: { form: SETTING_REQUIRED, key: 'Key is required', value: 'Value is required' },
    });
    expect(validateSettingForm({ key: 'site.banner', value: '  ', description: '' })).toEqual({
      ok: false,
      errors: { form: 'App setting key and value required', value: 'Value is required' },
    });
  });

  it('gives the body of PUT /api/admin/settings/{key}', () => {
    expect(validateSettingForm({ key: ' site.banner ', value: ' Hello ', description: '' })).toEqual({
      ok: true,
      key: 'site.banner',
      body: { value: 'Hello', description: null },
    });
  });

  it("applies the key's format and a known key's own rule", () => {
    expect(validateSettingForm({ key: 'Site Banner', value: 'x', description: '' })).toMatchObject({
      ok: false,
      errors: { key: 'Key may only contain lower-case letters, digits, dots, dashes and underscores' },
    });
    expect(validateSettingForm({ key: 'registration.open', value: 'maybe', description: '' })).toMatchObject({
      ok: false,
      errors: { value: 'registration.open must be true or false' },
    });
    expect(validateSettingForm({ key: 'checkins.max-per-hour', value: '0', description: '' })).toMatchObject({
      ok: false,
      errors: { value: 'checkins.max-per-hour must be a whole number from 1 to 1000' },
    });
    expect(validateSettingForm({ key: 'checkins.max-per-hour', value: '30', description: 'Limit' })).toEqual({
      ok: true,
      key: 'checkins.max-per-hour',
      body: { value: '30', description: 'Limit' },
    });
  });
});

describe('withKey', () => {
  it("brings a known key's default when the value typed does not fit it", () => {
    expect(withKey({ key: 'reg', value: 'yes', description: '' }, 'registration.open')).toEqual({
      key: 'registration.open',
      value: 'true',
      description: 'Whether new people may create an account',
    });
    expect(withKey({ key: '', value: '12', description: 'Mine' }, 'checkins.max-per-hour')).toEqual({
      key: 'checkins.max-per-hour',
      value: '12',
      description: 'Mine',
    });
  });

  it('leaves a free-form key as typed', () => {
    expect(withKey({ key: 'site', value: 'x', description: '' }, 'site.banner')).toEqual({
      key: 'site.banner',
      value: 'x',
      description: '',
    });
  });
});

describe('displaySettingValue', () => {
  it('shows the known switches in words', () => {
    expect(displaySettingValue('registration.open', 'false')).toBe('Closed');
    expect(displaySettingValue('checkins.max-per-hour', '60')).toBe('60 per hour');
    expect(displaySettingValue('site.banner', 'Hi')).toBe('Hi');
  });
});
