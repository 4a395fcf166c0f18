import { z } from 'zod';

// Imported first by main.tsx, before any schema is parsed: zod then validates without compiling
// functions at run time, so it never probes `new Function` — which the site's Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') refuses and reports.
z.config({ jitless: true });
