import type { Preferences, SelfUser } from '@crema/contracts/identity/user';
import { PROFILE_VISIBILITIES } from '@crema/contracts/common/profile';
import { useId, useState, type FormEvent } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Switch } from '@/components/ui/switch';
import { errorDetail } from '@/lib/api-client';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';

type PrivacyPreferences = Pick<Preferences, 'profileVisibility' | 'shareCheckIns' | 'emailNotifications'>;

const visibilityLabels: Record<Preferences['profileVisibility'], string> = {
  public: 'Public',
  friends: 'Friends only',
  private: 'Private',
};

export function PrivacySettingsForm({ user }: { user: SelfUser }) {
  const id = useId();
  const update = useUpdateSettings();
  const notificationSettings = useNotificationSettings();
  const updateNotifications = useUpdateNotificationSettings();
  // null until the person flips it: the stored opt-in shows once it has loaded.
  const [friendCheckIns, setFriendCheckIns] = useState<boolean | null>(null);
  const storedFriendCheckIns = notificationSettings.data?.friendCheckIns;
  const { profileVisibility, shareCheckIns, emailNotifications } = user.preferences;
  const [values, setValues] = useState<PrivacyPreferences>({
    profileVisibility,
    shareCheckIns,
    emailNotifications,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ preferences: values });
    if (friendCheckIns !== null && friendCheckIns !== storedFriendCheckIns)
      updateNotifications.mutate({ friendCheckIns });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Privacy</CardTitle>
        <CardDescription>Decide who sees your profile and what we send you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-6" onSubmit={onSubmit}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-visibility`}>Profile visibility</Label>
            <OptionSelect
              id={`${id}-visibility`}
              options={PROFILE_VISIBILITIES}
              value={values.profileVisibility}
              onChange={(profileVisibility) => setValues((current) => ({ ...current, profileVisibility }))}
              labels={visibilityLabels}
            />
          </div>
          <SwitchRow
            id={`${id}-share`}
            label="Share my check-ins"
            description="Show your check-ins in Discover and search, and let anyone open them by link. Off: only people who can see your profile see them, there and in their home feed."
            checked={values.shareCheckIns}
            onCheckedChange={(checked) => setValues((current) => ({ ...current, shareCheckIns: checked }))}
          />
          <SwitchRow
            id={`${id}-email`}
            label="Email notifications"
            description="Receive a daily email digest of your unread notifications."
            checked={values.emailNotifications}
            onCheckedChange={(checked) =>
              setValues((current) => ({ ...current, emailNotifications: checked }))
            }
          />
          <SwitchRow
            id={`${id}-friend-check-ins`}
            label="Friend check-ins"
            description={
              notificationSettings.isError
                ? `Notify me when a friend checks in. This setting could not be loaded: ${errorDetail(notificationSettings.error)}`
                : 'Notify me when a friend (someone I follow who follows me back) checks in.'
            }
            checked={friendCheckIns ?? storedFriendCheckIns ?? false}
            disabled={storedFriendCheckIns === undefined}
            onCheckedChange={setFriendCheckIns}
          />
          <SaveButton pending={update.isPending || updateNotifications.isPending} />
        </form>
      </CardContent>
    </Card>
  );
}

interface SwitchRowProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

function SwitchRow({ id, label, description, checked, disabled, onCheckedChange }: SwitchRowProps) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}
