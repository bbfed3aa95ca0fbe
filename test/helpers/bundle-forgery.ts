// What a forger may make of an evidence bundle's statement (docs/specification.md §14), for
// the tests that check a verifier refuses it (test/process/evidence-bundles.test.ts,
// test/process/python-bundle-verifier.test.ts).
import type { EvidenceBundleStatement } from '../../src/domain/bundle.js';

/**
 * A statement as a forger may change it: every object in it open to members §14 does not
 * list (a verifier must refuse them at any depth), every member §14 lists typed as §14
 * types it. A statement is one (`statement as OpenStatement`) before it is changed.
 */
export type OpenStatement<T = EvidenceBundleStatement> = T extends readonly (infer Item)[]
  ? OpenStatement<Item>[]
  : T extends object
    ? { [Key in keyof T]: OpenStatement<T[Key]> } & { [member: string]: unknown }
    : T;
