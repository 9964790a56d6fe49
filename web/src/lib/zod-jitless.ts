import * as z from 'zod/v4';

// The CSP allows no eval: zod's JIT probes for it with `new Function` when an object schema is
// built, which the browser refuses and reports as a violation (a Lighthouse "issue"). vite.config.ts
// makes this module what `zod` means in the web build, so the setting is applied before any module,
// loaded first or lazily, builds a schema: zod reads it at construction.
z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
