import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PersonalFeed } from '@/features/feed/components/personal-feed';
import { FeatureCards } from '@/features/landing/components/feature-cards';
import { JoinBar } from '@/features/landing/components/join-bar';
import { LandingHero } from '@/features/landing/components/landing-hero';

export function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user) return <PersonalFeed username={user.username} />;
  return (
    <>
      <LandingHero />
      <FeatureCards />
      <div className="h-20" aria-hidden="true" />
      <JoinBar />
    </>
  );
}
