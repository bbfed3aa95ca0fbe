// `npm run restore`: a backup of the embedded database into a new data folder (src/db/backup.ts).
import { restoreEmbedded } from '../db/backup.js';
import { defineCommand, fail } from './common.js';

export const restoreCommand = defineCommand({
  name: 'restore',
  summary: "Restore a backup into a new data folder; the next npm start there replays the backup's WAL and serves it.",
  options: {
    'data-dir': {
      type: 'string',
      value: '<new-folder>',
      description: 'the data folder to restore into, which must be new or empty',
      otherwise: 'LEDGER_DATA_DIR',
    },
  },
  forms: [{ args: '<backup-folder>', options: ['data-dir'] }],
  async run({ config, values, positionals }) {
    if (positionals.length !== 1) fail('name the backup folder to restore');
    const target = values['data-dir'] ?? config.dataDir;
    restoreEmbedded(positionals[0]!, target);
    console.log(`restored ${positionals[0]} into ${target}: start the server with LEDGER_DATA_DIR=${target}`);
  },
});
