import { Coffee } from 'lucide-react';

export function LandingHero() {
  return (
    <section
      aria-labelledby="landing-title"
      className="relative overflow-hidden rounded-3xl border border-transparent bg-gradient-to-br from-[oklch(0.47_0.075_52)] to-[oklch(0.3_0.05_45)] px-6 py-12 text-[oklch(0.97_0.015_80)] shadow-lg sm:px-10 sm:py-16 dark:border-border dark:from-[oklch(0.32_0.05_50)] dark:to-[oklch(0.22_0.03_45)]"
    >
      <Coffee
        aria-hidden="true"
        className="absolute -top-6 -right-6 size-40 rotate-12 opacity-10 sm:size-56"
        strokeWidth={1.25}
      />
      <p className="mb-3 text-sm font-semibold tracking-widest text-[oklch(0.85_0.08_70)] uppercase">Your coffee journal</p>
      <h1 id="landing-title" className="max-w-xl font-display text-4xl font-bold tracking-tight sm:text-5xl">
        Track Your Coffee Journey
      </h1>
      <p className="mt-4 max-w-lg text-lg opacity-85">
        Discover, rate, and share your coffee experiences with the community
      </p>
    </section>
  );
}
