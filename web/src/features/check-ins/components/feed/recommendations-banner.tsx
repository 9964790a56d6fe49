import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';

/** 'Get personalized coffee recommendations' with 'Explore' (SPEC §2 Home). */
export function RecommendationsBanner({ to }: { to: string }) {
  return (
    <aside
      aria-label="Recommendations"
      className="flex items-center gap-4 rounded-2xl border border-border bg-gradient-to-r from-secondary to-card p-4 shadow-sm"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <p className="flex-1 text-sm font-medium sm:text-base">Get personalized coffee recommendations</p>
      <Link to={to} className={buttonClassName('default', 'sm')}>
        Explore
      </Link>
    </aside>
  );
}
