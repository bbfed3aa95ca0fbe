// The command line, `npm run <command>`: one file per command under src/cli/ (src/cli/commands.ts
// lists them), each declaring its options once, for parsing and for its help (src/cli/help.ts).
// Each command reads the same configuration as the server (src/config.ts); beside a
// running server with an embedded PostgreSQL, the commands use that server's database.
// Tracing first (for `serve`): it must be on before the database client is loaded.
import './process/tracing-start.js';
import { COMMANDS } from './cli/commands.js';
import { CliUsageError, parse, usageError } from './cli/common.js';
import { helpOf, listingOf } from './cli/help.js';
import { loadConfig } from './config.js';

async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  const listing = listingOf(COMMANDS);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    console.log(listing);
    if (name === undefined) process.exit(2);
    return;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) usageError(`unknown command: ${name}`, listing);
  const config = loadConfig();
  const { values, positionals } = parse(command, rest);
  try {
    await command.run({ config, values, positionals });
  } catch (error) {
    if (error instanceof CliUsageError) usageError(error.message, helpOf(command));
    throw error;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
