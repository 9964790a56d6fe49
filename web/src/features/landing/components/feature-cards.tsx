import { Award, CupSoda, Star, type LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { cardStyles } from '@/components/ui/card-styles';

const features: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: CupSoda, title: 'Check-In', text: 'Track every coffee you drink' },
  { icon: Star, title: 'Rate & Review', text: 'Share your taste experience' },
  { icon: Award, title: 'Earn Badges', text: 'Build your coffee profile' },
];

export function FeatureCards() {
  return (
    <section aria-label="What you can do" className="mt-8 grid gap-4 sm:grid-cols-3">
      {features.map(({ icon: Icon, title, text }) => (
        <div key={title} className={clsx(cardStyles.card, 'flex items-start gap-4 p-5 sm:flex-col')}>
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
