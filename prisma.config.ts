// Prisma CLI configuration. Migrations are applied by the ledger's own migrate
// step (src/db/migrate.ts), which records them in `_prisma_migrations` exactly as
// `prisma migrate deploy` would; see docs/decisions.md.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/ledger' },
});
