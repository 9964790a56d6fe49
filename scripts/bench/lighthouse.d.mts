// Types of lighthouse.mjs for the TypeScript that imports it (e2e/browser/first-load.e2e-spec.ts).
export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices';
export declare const LIGHTHOUSE_CATEGORIES: LighthouseCategory[];
export declare const LIGHTHOUSE_TARGETS: Record<LighthouseCategory, number>;
export declare function runLighthouse(
  repoRoot: string,
  url: string,
  options?: { cookie?: string; categories?: LighthouseCategory[]; timeoutMs?: number },
): Promise<{ scores: Partial<Record<LighthouseCategory, number>>; failing: string[] }>;
