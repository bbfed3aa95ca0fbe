// `npm run checkpoint`: sequence the settled rows and sign a checkpoint now (docs/tamper-evidence.md).
import { loadOrCreateSigner } from '../modules/transparency/keys.js';
import { TransparencyLog } from '../modules/transparency/store.js';
import { defineCommand, withDatabase } from './common.js';

export const checkpointCommand = defineCommand({
  name: 'checkpoint',
  summary: 'Append the settled ledger rows to the transparency log and sign a checkpoint now.',
  details: ['The key is SIGNING_KEY_FILE; the checkpoint is also appended to CHECKPOINT_FILE.'],
  options: {},
  async run({ config }) {
    const made = await withDatabase(config, async (booted) => {
      const transparency = new TransparencyLog(booted.db.pool, loadOrCreateSigner(config.signingKeyFile), config.checkpointFile);
      const added = await transparency.sequence();
      return { added, checkpoint: await transparency.checkpoint() };
    });
    console.log(`sequenced ${made.added} new row(s)`);
    console.log(made.checkpoint ? JSON.stringify(made.checkpoint, null, 2) : 'the log is empty: no checkpoint');
  },
});
