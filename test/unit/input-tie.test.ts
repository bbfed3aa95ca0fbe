// Each GraphQL input type is tied to the zod schema that parses it (src/modules/common/input-tie.ts):
// a field on one side only, or required on one side only, is a compile error at the field list.
// One run of tsc checks a fixture of real schemas against field lists that agree and that drift.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const dir = mkdtempSync(path.join(tmpdir(), 'crl-input-tie-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const src = (file: string) => JSON.stringify(path.join(ROOT, 'src', file));

// Line numbers matter: the expected errors below name them.
const FIXTURE = `import { inputTypeOfShape, zodInputType } from ${src('modules/common/input-tie.js')};
import { runtimeSchema } from ${src('modules/attempts/inputs.js')};
import { label } from ${src('modules/common/validation.js')};

export const agrees = zodInputType('AgreesInput', runtimeSchema, {
  fields: (t) => ({ provider: t.string({ required: true }), model: t.string({ required: true }), runtimeVersion: t.string({ required: true }) }),
});
export const missing = zodInputType('MissingInput', runtimeSchema, {
  fields: (t) => ({ provider: t.string({ required: true }), model: t.string({ required: true }) }),
});
export const extra = zodInputType('ExtraInput', runtimeSchema, {
  fields: (t) => ({ provider: t.string({ required: true }), model: t.string({ required: true }), runtimeVersion: t.string({ required: true }), region: t.string() }),
});
export const optional = zodInputType('OptionalInput', runtimeSchema, {
  fields: (t) => ({ provider: t.string({ required: true }), model: t.string(), runtimeVersion: t.string({ required: true }) }),
});
export const required = zodInputType('RequiredInput', runtimeSchema.extend({ region: label.nullish() }), {
  fields: (t) => ({ provider: t.string({ required: true }), model: t.string({ required: true }), runtimeVersion: t.string({ required: true }), region: t.string({ required: true }) }),
});
export const shaped = inputTypeOfShape<{ projectId: string; note?: unknown }>()('ShapedInput', {
  fields: (t) => ({ projectId: t.string({ required: true }) }),
});
`;

describe('the tie between a GraphQL input and its zod schema', () => {
  it('fails the compile at each drifted field list, naming the fields, and passes the one that agrees', async () => {
    writeFileSync(path.join(dir, 'fixture.ts'), FIXTURE);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(ROOT, 'tsconfig.json'),
        compilerOptions: { typeRoots: [path.join(ROOT, 'node_modules/@types')] },
        include: [],
        files: ['fixture.ts'],
      }),
    );
    const checked = await run(process.execPath, [TSC, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: dir, maxBuffer: 16 << 20 }).then(
      () => ({ code: 0, output: '' }),
      (failed: { code: number; stdout: string }) => ({ code: failed.code, output: failed.stdout }),
    );
    // One entry per error: its first line and the lines that continue it.
    const errors = checked.output.split(/\n(?=\S)/).filter((entry) => /error TS\d+/.test(entry));
    const at = errors.map((entry) => /^fixture\.ts\((\d+),\d+\): error TS2322/.exec(entry)?.[1]);
    expect(at).toEqual(['9', '12', '15', '18', '21']);
    const drift = (line: string) => errors[at.indexOf(line)]!.replace(/\s+/g, ' ');
    expect(drift('9')).toContain(
      'onlyInGraphQL: never; onlyInZod: "runtimeVersion"; optionalOnlyInGraphQL: never; optionalOnlyInZod: never;',
    );
    expect(drift('12')).toContain('onlyInGraphQL: "region"; onlyInZod: never;');
    expect(drift('15')).toContain('optionalOnlyInGraphQL: "model"; optionalOnlyInZod: never;');
    expect(drift('18')).toContain('optionalOnlyInGraphQL: never; optionalOnlyInZod: "region";');
    expect(drift('21')).toContain('onlyInGraphQL: never; onlyInZod: "note";');
    expect(checked.code).not.toBe(0);
  }, 180_000);
});
