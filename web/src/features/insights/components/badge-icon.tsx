import type { BadgeCategory, BadgeIcon as BadgeIconName } from '@crema/contracts/insights/badges';
import {
  Award,
  Coffee,
  CupSoda,
  Droplets,
  Filter,
  Flame,
  Gauge,
  Globe,
  Heart,
  MapPin,
  MessageCircle,
  Ruler,
  Sparkles,
  Store,
  Thermometer,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<BadgeIconName, LucideIcon> = {
  coffee: Coffee,
  'cup-soda': CupSoda,
  flame: Flame,
  store: Store,
  filter: Filter,
  thermometer: Thermometer,
  droplets: Droplets,
  gauge: Gauge,
  ruler: Ruler,
  users: Users,
  heart: Heart,
  'message-circle': MessageCircle,
  globe: Globe,
  'map-pin': MapPin,
  sparkles: Sparkles,
  award: Award,
};

/** One tint per family, light and dark. */
const CATEGORY_TINTS: Record<BadgeCategory, string> = {
  volume: 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-300',
  variety: 'bg-rose-100 text-rose-800 dark:bg-rose-500/20 dark:text-rose-300',
  craft: 'bg-sky-100 text-sky-800 dark:bg-sky-500/20 dark:text-sky-300',
  social: 'bg-violet-100 text-violet-800 dark:bg-violet-500/20 dark:text-violet-300',
  exploration: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-300',
};

interface BadgeIconProps {
  icon: BadgeIconName;
  category: BadgeCategory;
  earned: boolean;
  className?: string;
}

/** The badge's medal: its family's colour when earned, grey while locked. */
export function BadgeIcon({ icon, category, earned, className }: BadgeIconProps) {
  const Icon = ICONS[icon];
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full',
        earned ? CATEGORY_TINTS[category] : 'bg-muted text-muted-foreground',
        className,
      )}
      aria-hidden="true"
    >
      <Icon className="size-6" />
    </span>
  );
}
