import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const require = createRequire(import.meta.url);

/**
 * Files that start processes (test/process/: servers, commands, clusters of their own) and
 * browsers (test/browser/) take the longest and spend most of it waiting on those
 * processes: they start first, so the in-process files fill the pool around them and no
 * long file is left to run alone at the end. Within each group, vitest's own order
 * (failed first, then slowest of the last run, else largest).
 */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (/\/test\/(process|browser)\//.test(file.moduleId) ? 0 : 1);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  resolve: {
    // graphql ships CommonJS and ESM builds. Node loads the CommonJS one for the
    // server's dependencies (yoga, envelop); without this alias the test runner
    // would load the ESM one for our own files, and `instanceof GraphQLError`
    // checks across the two copies would fail.
    alias: {
      graphql: require.resolve('graphql'),
      // The client package by its name, as in tsconfig.json's paths: its source in this repository.
      '@capability-reliability-ledger/client': fileURLToPath(new URL('./client/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // `npm run test:profile` (scripts/profile-suite.mjs): where a pass spends its CPU.
    setupFiles: process.env.CRL_TEST_PROFILE ? ['test/helpers/profile-setup.ts'] : [],
    // Each integration file creates its own database, so files run in parallel safely.
    pool: 'forks',
    // A worker keeps its loaded modules from one file to the next: the app, the schema and
    // the driver are imported once per worker rather than once per file (in a measured run
    // of 30 integration files, 38% less CPU and half the time; docs/tests.md). Every file
    // still has a database of its own and module state of its own test file.
    isolate: false,
    // More files at once than cores: most of a file's time is spent waiting on PostgreSQL,
    // a server process or a browser (docs/tests.md measures it). vitest's default would
    // be one file at a time on a 2-core machine. TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(4, availableParallelism() * 2),
    sequence: { sequencer: SlowestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
