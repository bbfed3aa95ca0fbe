// Inputs shared by several record families: the scope of a piece of work (recorded
// with an outcome, previewed by scopeFingerprint) and a verification (at ingest and
// in VERIFICATION_RECORDED adjudications): the zod rules, and the GraphQL input types
// they validate (docs/specification.md §3.2, §3.3).
import { z } from 'zod';
import { VERIFICATION_MODES, VERIFICATION_RESULTS } from '../../domain/enums.js';
import { VerificationModeEnum, VerificationResultEnum } from './enums.js';
import { zodInputType } from './input-tie.js';
import { label, reference } from './validation.js';

const scopeEntry = z.string().max(1024, 'a scope entry is at most 1024 characters');

export const scopeSchema = z.object({
  rootRef: z.string().trim().pipe(reference),
  paths: z.array(scopeEntry).max(1000, 'at most 1000 paths').default([]),
  resources: z.array(scopeEntry).max(1000, 'at most 1000 resources').default([]),
});

export const verificationSchema = z.object({
  mode: z.enum(VERIFICATION_MODES),
  result: z.enum(VERIFICATION_RESULTS),
  verifierRef: reference.nullish().transform((value) => value ?? null),
  verifierModel: label.nullish().transform((value) => value ?? null),
});

export const ScopeInput = zodInputType('ScopeInput', scopeSchema, {
  description: 'What the work touched. Only its fingerprint is stored; the paths never are.',
  fields: (t) => ({
    rootRef: t.string({ required: true, description: 'Repository or workspace reference.' }),
    paths: t.stringList({ required: false, defaultValue: [] }),
    resources: t.stringList({ required: false, defaultValue: [] }),
  }),
});

export const VerificationInput = zodInputType('VerificationInput', verificationSchema, {
  description: 'A verification. DETERMINISTIC_CHECK and INDEPENDENT_AGENT must name verifierRef; INDEPENDENT_AGENT also verifierModel.',
  fields: (t) => ({
    mode: t.field({ type: VerificationModeEnum, required: true }),
    result: t.field({ type: VerificationResultEnum, required: true }),
    verifierRef: t.string(),
    verifierModel: t.string(),
  }),
});
