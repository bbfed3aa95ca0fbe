// Prints the GraphQL schema to schema.graphql; with --check, fails when the
// checked-in file differs from what the code defines.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/schema.js';

const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
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
