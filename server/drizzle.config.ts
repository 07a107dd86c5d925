import { defineConfig } from 'drizzle-kit';

// One migration set serves both PGlite (embedded) and PostgreSQL (DATABASE_URL).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
