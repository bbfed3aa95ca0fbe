// Every command of `npm run <command>`, in the order the overall usage lists them.
import { backupCommand } from './backup.js';
import { checkpointCommand } from './checkpoint.js';
import type { CliCommand } from './common.js';
import { importCommand } from './import.js';
import { migrateCommand } from './migrate.js';
import { reportCommand } from './report.js';
import { restoreCommand } from './restore.js';
import { retentionCommand } from './retention.js';
import { rubricCommand } from './rubric.js';
import { rulesCommand } from './rules.js';
import { serveCommand } from './serve.js';
import { tokenCommand } from './token.js';
import { verifyCommand } from './verify.js';

export const COMMANDS: readonly CliCommand[] = [
  serveCommand,
  migrateCommand,
  tokenCommand,
  reportCommand,
  rulesCommand,
  retentionCommand,
  importCommand,
  rubricCommand,
  checkpointCommand,
  verifyCommand,
  backupCommand,
  restoreCommand,
];
