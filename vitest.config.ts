import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql ships CommonJS and ESM builds. Node loads the CommonJS one for the
    // server's dependencies (yoga, envelop); without this alias the test runner
    // would load the ESM one for our own files, and `instanceof GraphQLError`
    // checks across the two copies would fail.
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each integration file creates its own database, so files run in parallel safely.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
