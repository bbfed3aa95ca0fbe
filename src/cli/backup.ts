// `npm run backup`: an online backup of the embedded database (src/db/backup.ts, docs/operations.md).
import { backupEmbedded } from '../db/backup.js';
import { defineCommand, fail } from './common.js';

export const backupCommand = defineCommand({
  name: 'backup',
  summary: 'Back up the embedded database of LEDGER_DATA_DIR into a new folder, online while writes go on.',
  details: [
    "PostgreSQL's base backup API, with the data folder's passwords, signing key and checkpoint file.",
    'With DATABASE_URL, use that server\'s own tools instead (docs/operations.md, "Backups").',
  ],
  options: {},
  forms: [{ args: '<new-folder>' }],
  async run({ config, positionals }) {
    if (positionals.length !== 1) fail('name one new folder to back up into');
    if (config.DATABASE_URL)
      fail(
        'DATABASE_URL is set: back up that server with its own tools (pg_dump of its major version or newer, or pg_basebackup); this command backs up the embedded database',
      );
    const manifest = await backupEmbedded(config.dataDir, positionals[0]!);
    console.log(
      `backed up ${config.dataDir} into ${positionals[0]} (WAL ${manifest.startLsn || 'of a stopped cluster'}${manifest.stopLsn ? ` to ${manifest.stopLsn}` : ''})`,
    );
  },
});
