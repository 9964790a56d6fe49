// Types of initial-js.mjs for the TypeScript that imports it (e2e/browser/first-load.e2e-spec.ts).
export type FirstScreen = 'landing' | 'home';
export declare const INITIAL_JS_BUDGET_BYTES: number;
export declare const INITIAL_JS_CEILING_BYTES: Record<FirstScreen, number>;
export declare const FIRST_SCREENS: Record<FirstScreen, string[]>;
export declare function readManifest(webDist: string): Record<string, { file: string; imports?: string[] }>;
export declare function initialJs(
  webDist: string,
  screen: FirstScreen,
): { files: { file: string; gzipBytes: number }[]; totalBytes: number };
export declare function kb(bytes: number): string;
