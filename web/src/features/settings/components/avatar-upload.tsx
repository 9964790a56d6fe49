import { AVATAR_MAX_BYTES } from '@crema/contracts/identity/rest';
import type { SelfUser } from '@crema/contracts/identity/user';
import { Camera } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useUploadAvatar } from '../api/upload-avatar';

/** Checks in the browser first (SPEC §5), previews the picture, then uploads it. */
export function AvatarUpload({ user }: { user: SelfUser }) {
  const inputId = useId();
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: 'Invalid file type',
        description: 'Please select an image file (JPEG, PNG, etc.)',
        variant: 'destructive',
      });
      return;
    }
    if (file.size >= AVATAR_MAX_BYTES) {
      toast({
        title: 'File too large',
        description: 'Profile picture must be less than 5MB',
        variant: 'destructive',
      });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, { onSettled: () => setPreview(null) });
  };

  return (
    <div className="flex items-center gap-4">
      <div className="relative">
        <Avatar name={user.username} src={preview ?? user.avatarUrl} className="size-20 text-2xl" />
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40 text-white">
            <Spinner className="size-6" label="Uploading profile picture" />
          </span>
        )}
      </div>
      <div className="grid gap-1.5">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={upload.isPending}
          onChange={onChange}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClassName('outline', 'sm'),
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          <Camera aria-hidden="true" />
          Upload avatar
        </label>
        <p className="text-xs text-muted-foreground">JPEG, PNG, WebP or GIF, less than 5MB.</p>
      </div>
    </div>
  );
}
