import { defineConfig } from 'drizzle-kit';

// One migration set serves both PGlite (embedded) and PostgreSQL (DATABASE_URL).
export default defineConfig({
  dialect: 'postgresql',
  // The schema's folder: one file per area, index.ts re-exporting them.
  schema: './src/db/schema',
  out: './drizzle',
});
