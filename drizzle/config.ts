import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration into migrations/ after a change to src/store/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/store/schema.ts',
  out: './migrations',
});
