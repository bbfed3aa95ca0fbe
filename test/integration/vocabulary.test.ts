// One list per vocabulary (src/domain/enums.ts): the Postgres enum types, the
// Prisma schema and the GraphQL schema must all hold exactly those values.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_ENUMS } from '../../src/domain/enums.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { readPrismaSchema } from '../helpers/prisma-schema.js';

const prisma = readPrismaSchema(fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url)));
// schema.graphql is printed from the code and checked in CI (npm run schema:check).
const graphqlEnums = new Map(
  [...readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8').matchAll(/^enum (\w+) \{([^}]*)\}/gm)].map(
    (match) => [match[1]!, match[2]!.split(/\s+/).filter(Boolean)],
  ),
);
let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

describe.each(Object.entries(DATABASE_ENUMS))('%s', (name, values) => {
  it('matches the Postgres enum type', async () => {
    const { rows } = await ledger.owner.query(
      `SELECT e.enumlabel::text AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1 ORDER BY e.enumsortorder`,
      [name],
    );
    expect(rows.map((row) => row.label)).toEqual([...values]);
  });

  it('matches the Prisma schema', () => {
    expect(prisma.enums.get(name)).toEqual([...values]);
  });

  it('matches the GraphQL enum when the API exposes it', () => {
    const graphqlValues = graphqlEnums.get(name);
    if (graphqlValues === undefined) return; // not part of the GraphQL surface
    expect([...graphqlValues].sort()).toEqual([...values].sort());
  });
});

it('the Prisma schema has no enum that the domain does not know', () => {
  expect([...prisma.enums.keys()].sort()).toEqual(Object.keys(DATABASE_ENUMS).sort());
});
