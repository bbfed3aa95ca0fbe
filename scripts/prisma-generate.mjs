// Runs `prisma generate`. Generation never executes Prisma's schema engine, but the
// CLI tries to download it first; on machines without internet access we point it
// at any existing file so generation can proceed. Machines with internet behave
// normally because an already-set variable is left alone. Arguments go to `prisma generate`
// (`npm run prisma:generate -- --help` prints its usage and generates nothing).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(import.meta.url);
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
const result = spawnSync('npx', ['--no-install', 'prisma', 'generate', '--no-hints', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
