// `npm run migrate`: apply the migrations and exit.
import { defineCommand, withDatabase } from './common.js';

export const migrateCommand = defineCommand({
  name: 'migrate',
  summary: 'Apply the migrations and exit (the server also applies them at start).',
  options: {},
  async run({ config }) {
    const migrated = await withDatabase(config, async (booted) => booted.migrated);
    console.log(migrated.length ? `applied: ${migrated.join(', ')}` : 'database is up to date');
  },
});
