import { settingChanged } from '../admin/events';
import { defineDurable } from '../common/events';

/** The admin settings identity acts on (registration.open): it keeps the latest value of each. */
export const identitySettingsDurable = defineDurable('identity-settings', [settingChanged]);
