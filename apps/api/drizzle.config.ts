import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file: migrations are applied by the app's own migrator
// (src/db/migrate.ts), the same code path for PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
