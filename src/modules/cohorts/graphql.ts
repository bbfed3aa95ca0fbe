// Cohorts (docs/specification.md §3.2): the unit of comparison, their lineage, and the scope
// fingerprint preview.
import DataLoader from 'dataloader';
import { builder, type Context } from '../../builder.js';
import { cohortPages, hasAttemptCount } from './pages.js';
import { countAttempts } from './store.js';
import { differingComponents, normaliseScope, scopeFingerprint, type CohortComponentName } from '../../domain/fingerprints.js';
import { ValidationError } from '../../errors.js';
import { readableProjects, readScope, touchableProjects } from '../auth/caller.js';
import { capabilityKey, label, parseInput, uuid } from '../common/validation.js';
import { checkedCursors } from '../common/cursors.js';
import { reads } from '../common/pages.js';
import { ledgerIdOf, NO_SUCH_ID } from '../common/ids.js';
import { ScopeInput, scopeSchema } from '../common/inputs.js';
import { z } from 'zod';
import type { Cohort } from '../../generated/prisma/client.js';

export const CohortComponentEnum = builder.enumType('CohortComponent', {
  description: 'A material component of a cohort; a change in any one starts a new cohort.',
  values: ['SCOPE', 'RUNTIME', 'POLICY'] as const,
});

const componentNames: Record<CohortComponentName, 'SCOPE' | 'RUNTIME' | 'POLICY'> = {
  scope: 'SCOPE',
  runtime: 'RUNTIME',
  policy: 'POLICY',
};

/**
 * Attempt counts of the cohorts one request shows, loaded together (one indexed count
 * over those cohorts; a count per cohort through Prisma grouped the whole table).
 */
const countLoaders = new WeakMap<Context, DataLoader<string, number>>();
function attemptCounts(context: Context): DataLoader<string, number> {
  let loader = countLoaders.get(context);
  if (!loader) {
    const projects = readScope(context.caller);
    loader = new DataLoader(async (cohortIds: readonly string[]) => {
      const counts = await countAttempts(context.db.pool, cohortIds, projects);
      return cohortIds.map((id) => counts.get(id) ?? 0);
    });
    countLoaders.set(context, loader);
  }
  return loader;
}

/** The filters of the cohorts list, built once (not per request). */
const cohortFilters = z.object({
  projectId: uuid.nullish(),
  capabilityKey: capabilityKey.nullish(),
  provider: label.nullish(),
  model: label.nullish(),
  harnessVersion: label.nullish(),
  policyVersion: label.nullish(),
});

export const CohortNode = builder.prismaNode('Cohort', {
  id: { field: 'id', ...reads('Cohort', 'id') },
  nullable: true,
  findUnique: (id, context) => ({ id: ledgerIdOf(id, 'Cohort') ?? NO_SUCH_ID, projectId: touchableProjects(context.caller) }),
  description: 'Comparable work: one project, capability, scope, runtime/model and harness/policy version. Immutable.',
  fields: (t) => ({
    ledgerId: t.exposeString('id', { description: 'The raw UUID of the cohort.' }),
    fingerprint: t.exposeString('fingerprint'),
    projectId: t.exposeString('projectId'),
    capabilityKey: t.exposeString('capabilityKey'),
    scopeFingerprint: t.exposeString('scopeFingerprint'),
    runtimeFingerprint: t.exposeString('runtimeFingerprint'),
    policyFingerprint: t.exposeString('policyFingerprint'),
    provider: t.exposeString('provider'),
    model: t.exposeString('model'),
    runtimeVersion: t.exposeString('runtimeVersion'),
    harnessVersion: t.exposeString('harnessVersion'),
    policyVersion: t.exposeString('policyVersion'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    // Enumerating fields need the reader role at every depth (docs/access.md): a
    // token without it counts and lists nothing, as at the root.
    attemptCount: t.int({
      description: 'How many attempts of this cohort the token may read (none without the reader role).',
      // A page of cohorts counts in its own statement (cohorts/pages.ts); elsewhere the
      // cohorts of one request are counted together, by id.
      ...reads('Cohort', 'id'),
      resolve: (cohort, _args, context) => (hasAttemptCount(cohort) ? cohort.attemptCount : attemptCounts(context).load(cohort.id)),
    }),
    attempts: t.relatedConnection('attempts', {
      ...checkedCursors(),
      cursor: 'id',
      description: 'Attempts of this cohort, newest first. Needs the reader role, like the attempts query.',
      query: (_args, context) => ({
        where: { projectId: readableProjects(context.caller) },
        orderBy: [{ recordedAt: 'desc' }, { id: 'desc' }],
      }),
    }),
  }),
});

const CohortRelative = builder.objectRef<{ cohort: Cohort; differsIn: ('SCOPE' | 'RUNTIME' | 'POLICY')[] }>('CohortRelative');
CohortRelative.implement({
  description: 'Another cohort of the same project and capability, and which components differ from the subject cohort.',
  fields: (t) => ({
    cohort: t.field({ type: CohortNode, nullable: false, resolve: (relative) => relative.cohort }),
    differsIn: t.field({ type: [CohortComponentEnum], resolve: (relative) => relative.differsIn }),
  }),
});

const CohortLineage = builder.objectRef<{ cohort: Cohort; relatives: { cohort: Cohort; differsIn: ('SCOPE' | 'RUNTIME' | 'POLICY')[] }[] }>(
  'CohortLineage',
);
CohortLineage.implement({
  description: 'A cohort and every other cohort of its project and capability, oldest first, so requalification is visible.',
  fields: (t) => ({
    cohort: t.field({ type: CohortNode, nullable: false, resolve: (lineage) => lineage.cohort }),
    relatives: t.field({ type: [CohortRelative], resolve: (lineage) => lineage.relatives }),
  }),
});

const ScopeFingerprintPreview = builder.objectRef<{ fingerprint: string; rootRef: string; paths: string[]; resources: string[] }>(
  'ScopeFingerprintPreview',
);
ScopeFingerprintPreview.implement({
  description: 'The fingerprint the ledger would store for a scope, and the normalised scope it hashed. Nothing is stored.',
  fields: (t) => ({
    fingerprint: t.exposeString('fingerprint'),
    rootRef: t.exposeString('rootRef'),
    paths: t.exposeStringList('paths'),
    resources: t.exposeStringList('resources'),
  }),
});

builder.queryFields((t) => ({
  cohorts: t.connection({
    ...cohortPages.options,
    type: CohortNode,
    description:
      'Cohorts, newest first (by createdAt, then id). Every filter given must hold (AND). ' +
      'Only the projects the token may read are listed (docs/access.md).',
    args: {
      projectId: t.arg.string(),
      capabilityKey: t.arg.string(),
      provider: t.arg.string(),
      model: t.arg.string(),
      harnessVersion: t.arg.string(),
      policyVersion: t.arg.string(),
    },
    resolve: async (_root, args, context, info) => {
      const filters = parseInput(cohortFilters, args, '');
      return cohortPages.resolve(
        {
          projects: readScope(context.caller),
          projectId: filters.projectId ?? undefined,
          capabilityKey: filters.capabilityKey ?? undefined,
          provider: filters.provider ?? undefined,
          model: filters.model ?? undefined,
          harnessVersion: filters.harnessVersion ?? undefined,
          policyVersion: filters.policyVersion ?? undefined,
        },
        args,
        context,
        info,
      );
    },
  }),
  cohort: t.prismaField({
    type: 'Cohort',
    nullable: true,
    args: { id: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }) },
    resolve: (query, _root, args, context) =>
      context.db.prisma.cohort.findFirst({
        ...query,
        where: { id: ledgerIdOf(args.id, 'Cohort') ?? NO_SUCH_ID, projectId: readableProjects(context.caller) },
      }),
  }),
  cohortLineage: t.field({
    type: CohortLineage,
    nullable: true,
    args: { cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }) },
    resolve: async (_root, args, context) => {
      const visible = readableProjects(context.caller);
      const subject = await context.db.prisma.cohort.findFirst({
        where: { id: ledgerIdOf(args.cohortId, 'Cohort') ?? NO_SUCH_ID, projectId: visible },
      });
      if (!subject) return null;
      const family = await context.db.prisma.cohort.findMany({
        where: {
          AND: [{ projectId: visible }, { projectId: subject.projectId, capabilityKey: subject.capabilityKey, id: { not: subject.id } }],
        },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return {
        cohort: subject,
        relatives: family.map((cohort) => ({
          cohort,
          differsIn: differingComponents(subject, cohort).map((name) => componentNames[name]),
        })),
      };
    },
  }),
  scopeFingerprint: t.field({
    type: ScopeFingerprintPreview,
    description: 'Preview the fingerprint of a scope without recording anything.',
    errors: { types: [ValidationError] },
    args: { scope: t.arg({ type: ScopeInput, required: true }) },
    resolve: (_root, args) => {
      const scope = parseInput(scopeSchema, args.scope, 'scope');
      const normalised = normaliseScope(scope);
      return {
        fingerprint: scopeFingerprint(scope),
        rootRef: normalised.rootRef,
        paths: [...normalised.paths],
        resources: [...normalised.resources],
      };
    },
  }),
}));
