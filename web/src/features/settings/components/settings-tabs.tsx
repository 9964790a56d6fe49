import type { SelfUser } from '@crema/contracts/identity/user';
import { Code, Coffee, Database, KeyRound, Shield, User } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isOneOf } from '@/lib/is-one-of';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { CoffeeSettingsForm } from './coffee-settings-form';
import { DataSettings } from './data-settings';
import { DeveloperSettings } from './developer-settings';
import { PrivacySettingsForm } from './privacy-settings-form';
import { ProfileSettingsForm } from './profile-settings-form';
import { SessionList } from './session-list';
import { DEFAULT_SETTINGS_TAB, SETTINGS_TAB_PARAM, SETTINGS_TABS, settingsTabOf } from './settings-tab';

export function SettingsTabs({ user }: { user: SelfUser }) {
  const [params, setParams] = useSearchParams();
  const tab = settingsTabOf(params);
  // Radix reports a click twice (pointer down, then focus) before the URL has changed: one entry.
  const shown = useRef(tab);
  useEffect(() => {
    shown.current = tab;
  }, [tab]);
  const select = (next: string) => {
    if (!isOneOf(SETTINGS_TABS, next) || next === shown.current) return;
    shown.current = next;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_SETTINGS_TAB) updated.delete(SETTINGS_TAB_PARAM);
        else updated.set(SETTINGS_TAB_PARAM, next);
        return updated;
      },
      { preventScrollReset: true },
    );
  };
  return (
    <Tabs value={tab} onValueChange={select}>
      {/* Six tabs do not fit a phone's width in one row: two rows of three, never one hidden off-screen. */}
      <TabsList aria-label="Settings sections" className="grid grid-cols-3 sm:flex">
        <TabsTrigger value="profile">
          <User aria-hidden="true" className="hidden sm:block" />
          Profile
        </TabsTrigger>
        <TabsTrigger value="account">
          <KeyRound aria-hidden="true" className="hidden sm:block" />
          Account
        </TabsTrigger>
        <TabsTrigger value="privacy">
          <Shield aria-hidden="true" className="hidden sm:block" />
          Privacy
        </TabsTrigger>
        <TabsTrigger value="coffee">
          <Coffee aria-hidden="true" className="hidden sm:block" />
          Coffee
        </TabsTrigger>
        <TabsTrigger value="data">
          <Database aria-hidden="true" className="hidden sm:block" />
          Data
        </TabsTrigger>
        <TabsTrigger value="developer">
          <Code aria-hidden="true" className="hidden sm:block" />
          Developer
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileSettingsForm user={user} />
      </TabsContent>
      <TabsContent value="account">
        <div className="grid gap-6">
          <ChangeEmailForm currentEmail={user.email} />
          <ChangePasswordForm />
          <SessionList />
        </div>
      </TabsContent>
      <TabsContent value="privacy">
        <PrivacySettingsForm user={user} />
      </TabsContent>
      <TabsContent value="coffee">
        <CoffeeSettingsForm user={user} />
      </TabsContent>
      <TabsContent value="data">
        <DataSettings />
      </TabsContent>
      <TabsContent value="developer">
        <DeveloperSettings />
      </TabsContent>
    </Tabs>
  );
}
