// The error codes clients can meet are one list (ERROR_CODES in src/errors.ts), and
// docs/clients.md's table states exactly that list with the same meanings.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/errors.js';

it('docs/clients.md lists every error code with the meaning src/errors.ts gives it, and no other', () => {
  const doc = readFileSync(new URL('../../docs/clients.md', import.meta.url), 'utf8');
  const table = doc.slice(doc.indexOf('<!-- error-codes -->'), doc.indexOf('<!-- /error-codes -->'));
  const rows = table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const documented = Object.fromEntries(rows.map((cells) => [cells[1]!.replaceAll('`', ''), cells[2]!]));
  expect(documented).toEqual(ERROR_CODES);
});
