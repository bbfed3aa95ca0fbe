// `npm run retention`: redact old annotations, for a scheduler such as cron (docs/retention-and-redaction.md).
import { applyRetention } from '../modules/annotations/store.js';
import { RETENTION_ACTOR } from '../process/startup.js';
import { defineCommand, fail, withDatabase } from './common.js';

export const retentionCommand = defineCommand({
  name: 'retention',
  summary: 'Redact the annotations stored more than N days ago.',
  options: {
    'older-than-days': {
      type: 'string',
      value: 'N',
      description: 'redact what was stored more than N days ago (a whole number of days)',
      otherwise: 'ANNOTATION_RETENTION_DAYS',
    },
  },
  async run({ config, values }) {
    const days = Number(values['older-than-days'] ?? config.ANNOTATION_RETENTION_DAYS);
    if (!Number.isInteger(days) || days < 0) fail('give --older-than-days N (a whole number of days), or set ANNOTATION_RETENTION_DAYS');
    const count = await withDatabase(config, (booted) => applyRetention(booted.db.pool, days, RETENTION_ACTOR));
    console.log(`redacted ${count} annotation(s) stored more than ${days} days ago`);
  },
});
