import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from api/server/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/server/db/schema.ts',
  out: './api/server/db/migrations',
});
