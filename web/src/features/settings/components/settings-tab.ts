import { isOneOf } from '@/lib/is-one-of';

export const SETTINGS_TABS = ['profile', 'account', 'privacy', 'coffee', 'data', 'developer'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'profile';
/** `/settings?tab=privacy`: a reload keeps the tab, Back and Forward move between tabs. */
export const SETTINGS_TAB_PARAM = 'tab';

/** The tab a URL names; an unknown or missing one is the default tab. */
export function settingsTabOf(params: URLSearchParams): SettingsTab {
  const tab = params.get(SETTINGS_TAB_PARAM);
  return tab !== null && isOneOf(SETTINGS_TABS, tab) ? tab : DEFAULT_SETTINGS_TAB;
}
