import { useAuth } from '@/features/auth/hooks/use-auth';
import { SettingsTabs } from '@/features/settings/components/settings-tabs';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SettingsRoute() {
  useDocumentTitle('Settings');
  const { user } = useAuth();
  // ProtectedRoute renders this only with a user.
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 [&>*]:min-w-0">
      <div>
        <h1 className="font-display text-3xl font-bold tracking-tight">Settings</h1>
        <p className="mt-1 text-muted-foreground">Manage your profile, account, privacy and coffee preferences.</p>
      </div>
      <SettingsTabs user={user} />
    </div>
  );
}
