import type { SelfUser } from '@crema/contracts/identity/user';
import { Code, Coffee, Database, KeyRound, Shield, User } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChangePasswordForm } from './change-password-form';
import { CoffeeSettingsForm } from './coffee-settings-form';
import { DataSettings } from './data-settings';
import { DeveloperSettings } from './developer-settings';
import { PrivacySettingsForm } from './privacy-settings-form';
import { ProfileSettingsForm } from './profile-settings-form';

export function SettingsTabs({ user }: { user: SelfUser }) {
  return (
    <Tabs defaultValue="profile">
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
        <ChangePasswordForm />
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
