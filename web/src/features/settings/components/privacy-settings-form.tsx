import type { Preferences, SelfUser } from '@crema/contracts/identity/user';
import { PROFILE_VISIBILITIES } from '@crema/contracts/common/profile';
import { useId, useState, type FormEvent } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Switch } from '@/components/ui/switch';
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
  const { profileVisibility, shareCheckIns, emailNotifications } = user.preferences;
  const [values, setValues] = useState<PrivacyPreferences>({
    profileVisibility,
    shareCheckIns,
    emailNotifications,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ preferences: values });
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
            description="Receive emails about activity on your account."
            checked={values.emailNotifications}
            onCheckedChange={(checked) =>
              setValues((current) => ({ ...current, emailNotifications: checked }))
            }
          />
          <SaveButton pending={update.isPending} />
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
  onCheckedChange: (checked: boolean) => void;
}

function SwitchRow({ id, label, description, checked, onCheckedChange }: SwitchRowProps) {
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
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}
