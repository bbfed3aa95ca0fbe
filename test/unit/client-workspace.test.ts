// The client package is an npm workspace of this repository (docs/clients.md, "The client as
// a package"): package.json names it and package-lock.json records it as npm would, so
// `npm ci` links node_modules/@capability-reliability-ledger/client to client/ and never
// finds the lock out of step with the package it describes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const json = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** What the test reads of a package.json. */
interface PackageJson {
  name: string;
  version: string;
  workspaces?: string[];
  dependencies: Record<string, string>;
  engines?: Record<string, string>;
}

/** What the test reads of package-lock.json: its packages by path (`''` the root, `client`, `node_modules/<name>`). */
interface PackageLock {
  packages: Record<string, Record<string, unknown> & { workspaces?: string[]; version?: string }>;
}

describe('the client workspace', () => {
  it("is declared by package.json and recorded by the lock with the package's own name, version, dependencies and engines", () => {
    const root = json('package.json') as PackageJson;
    const client = json('client/package.json') as PackageJson;
    const lock = json('package-lock.json') as PackageLock;
    expect(root.workspaces).toEqual(['client']);
    expect(lock.packages['']!.workspaces).toEqual(['client']);
    expect(lock.packages.client).toEqual({
      name: client.name,
      version: client.version,
      dependencies: client.dependencies,
      engines: client.engines,
    });
    expect(lock.packages[`node_modules/${client.name}`]).toEqual({ resolved: 'client', link: true });
    // Its dependencies are installed once, for the whole repository.
    for (const [name, version] of Object.entries(client.dependencies)) expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
  });
});
