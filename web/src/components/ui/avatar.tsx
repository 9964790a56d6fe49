import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

interface AvatarProps {
  name: string;
  src?: string | null | undefined;
  className?: string;
}

/** A round picture of a person, falling back to the first letter of their name. */
export function Avatar({ name, src, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn('relative inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-secondary', className)}
    >
      {src && <AvatarPrimitive.Image src={src} alt={name} className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center bg-primary font-semibold text-primary-foreground uppercase"
        aria-label={name}
      >
        {name.charAt(0)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
