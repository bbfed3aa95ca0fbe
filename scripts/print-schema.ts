// Prints the GraphQL schema to schema.graphql; with --check, fails when the
// checked-in file differs from what the code defines.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { defineScript, runAsEntry, scriptArguments } from '../src/cli/script.js';

export const command = defineScript({
  name: 'schema:print',
  summary: 'Write the GraphQL schema the code defines to schema.graphql.',
  details: ['npm run schema:check is the same with --check.'],
  options: { check: { type: 'boolean', description: 'write nothing; exit 1 when schema.graphql differs from what the code defines' } },
  environment: {},
});

export async function main(argv: string[]): Promise<void> {
  const parsed = scriptArguments(command, argv);
  if (!parsed) return;
  const { schema } = await import('../src/schema.js');
  const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
  const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
  if (parsed.values.check) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // missing file: reported below
    }
    if (current !== printed) {
      console.error('schema.graphql is out of date: run `npm run schema:print` and commit the result.');
      process.exit(1);
    }
  } else {
    writeFileSync(target, printed);
    console.log(`wrote ${target}`);
  }
}

runAsEntry(import.meta.url, main);
