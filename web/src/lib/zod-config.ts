import { z } from 'zod';

// The CSP allows no eval: zod's JIT probes for it with `new Function` when an object schema is
// built, which the browser refuses and reports as a violation on every screen. Imported first by
// main.tsx, before any module builds a schema: zod reads the setting at construction.
z.config({ jitless: true });
