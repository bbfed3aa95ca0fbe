// Rubrics on the GraphQL surface (docs/specification.md §8, docs/graded-verification.md):
// content-addressed, append-only; registerRubric (admin), rubrics and rubric (reader).
import { builder } from '../../builder.js';
import { RUBRIC_LEVELS, TOP_LEVEL } from '../../domain/grading.js';
import { ForbiddenError, IdempotencyConflictError, ValidationError } from '../../errors.js';
import { hasRole, requireRole } from '../auth/caller.js';
import { digest, label, parseInput } from '../common/validation.js';
import { zodInputType } from '../common/input-tie.js';
import { criterionSchema, levelSchema, rubricSchema } from './inputs.js';
import { SHARED_PROSE_PROJECT } from '../annotations/store.js';
import { readRubricProse } from './prose.js';
import { findRubric, registerRubric, rubricDocumentOf, type RubricRow } from './store.js';

interface RubricLevelShape {
  level: number;
  descriptorDigest: string;
  descriptor: string | null;
  raiseDigest: string | null;
  howToRaise: string | null;
}

interface RubricCriterionShape {
  id: string;
  required: boolean;
  levels: RubricLevelShape[];
}

const RubricLevelRef = builder.objectRef<RubricLevelShape>('RubricLevel').implement({
  description: 'One level (1..4) of a criterion: what it means and how to rise from it, as annotation digests with their text.',
  fields: (t) => ({
    level: t.exposeInt('level'),
    descriptorDigest: t.exposeString('descriptorDigest'),
    descriptor: t.exposeString('descriptor', {
      nullable: true,
      description: 'What this level means; null once the annotation is redacted.',
    }),
    raiseDigest: t.exposeString('raiseDigest', {
      nullable: true,
      description: `How to raise the score from this level; null for level ${TOP_LEVEL}, the top.`,
    }),
    howToRaise: t.exposeString('howToRaise', {
      nullable: true,
      description: 'The text behind raiseDigest; null for the top level or once redacted.',
    }),
  }),
});

const RubricCriterionRef = builder.objectRef<RubricCriterionShape>('RubricCriterion').implement({
  description: 'One criterion of a rubric. A required criterion must be scored in every grading; it decides the graded verdict.',
  fields: (t) => ({
    id: t.exposeString('id'),
    required: t.exposeBoolean('required'),
    levels: t.field({ type: [RubricLevelRef], resolve: (criterion) => criterion.levels }),
  }),
});

export const RubricRef = builder.prismaObject('Rubric', {
  description:
    'A rubric version: immutable and content-addressed (digest = SHA-256 of its canonical JSON). Global, not per project. ' +
    'Its prose lives in the annotation store; the rubric holds the digests.',
  fields: (t) => ({
    digest: t.exposeString('digest'),
    domain: t.exposeString('domain'),
    version: t.exposeString('version'),
    threshold: t.exposeInt('threshold', { description: 'A required criterion scored under it is below threshold. Default 3.' }),
    registeredBy: t.exposeString('registeredBy'),
    registeredAt: t.expose('registeredAt', { type: 'DateTime' }),
    criteria: t.field({
      type: [RubricCriterionRef],
      description: "Criteria in the rubric's order, with each level's descriptor and how-to-raise text.",
      resolve: async (row, _args, context) => {
        const rubric = rubricDocumentOf(row);
        const prose = await readRubricProse(context.db.pool, [...row.descriptorDigests, ...row.raiseDigests]);
        return rubric.criteria.map((criterion) => ({
          id: criterion.id,
          required: criterion.required,
          levels: RUBRIC_LEVELS.map((level) => {
            const raiseDigest = criterion.raiseDigests[level - 1] ?? null;
            const descriptorDigest = criterion.descriptorDigests[level - 1]!;
            return {
              level,
              descriptorDigest,
              descriptor: prose.get(descriptorDigest) ?? null,
              raiseDigest,
              howToRaise: raiseDigest === null ? null : (prose.get(raiseDigest) ?? null),
            };
          }),
        }));
      },
    }),
  }),
});

// ---------------------------------------------------------------------------
// Registering a rubric
// ---------------------------------------------------------------------------

const RubricLevelInput = zodInputType('RubricLevelInput', levelSchema, {
  fields: (t) => ({
    level: t.int({ required: true, description: `1..${TOP_LEVEL}, in order.` }),
    descriptorDigest: t.string({
      required: true,
      description: `Digest of what this level means, stored first with storeAnnotation in project ${SHARED_PROSE_PROJECT}.`,
    }),
    raiseDigest: t.string({
      description: `Digest of how to raise the score from this level (stored like descriptorDigest); required for levels 1..3, absent for ${TOP_LEVEL}.`,
    }),
  }),
});

const RubricCriterionInput = zodInputType('RubricCriterionInput', criterionSchema, {
  fields: (t) => ({
    id: t.string({ required: true }),
    required: t.boolean({ description: 'Default true.' }),
    levels: t.field({ type: [RubricLevelInput], required: true, description: `Exactly levels 1..${TOP_LEVEL}.` }),
  }),
});

const RegisterRubricInput = zodInputType('RegisterRubricInput', rubricSchema, {
  fields: (t) => ({
    domain: t.string({ required: true, description: 'The kind of work the rubric grades, e.g. rag-answer.' }),
    version: t.string({ required: true, description: 'Version label; one content per (domain, version).' }),
    threshold: t.int({ description: `1..${TOP_LEVEL}, default 3.` }),
    criteria: t.field({ type: [RubricCriterionInput], required: true }),
  }),
});

const RegisterRubricSuccess = builder.objectRef<{ rubric: RubricRow; replayed: boolean }>('RegisterRubricSuccess').implement({
  fields: (t) => ({
    rubric: t.field({ type: RubricRef, resolve: (payload) => payload.rubric }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this exact rubric was registered before; nothing was written.' }),
  }),
});

builder.mutationFields((t) => ({
  registerRubric: t.field({
    type: RegisterRubricSuccess,
    description:
      'Register a rubric version (admin). The same content again is a replay; the same domain and version with other content a conflict. ' +
      `Its prose must first be stored with storeAnnotation in project ${SHARED_PROSE_PROJECT}, the shared project of rubric prose (an all-projects token).`,
    errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError] },
    args: { input: t.arg({ type: RegisterRubricInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'admin');
      return registerRubric(context.db.pool, context.caller.actorRef, parseInput(rubricSchema, args.input));
    },
  }),
}));

builder.queryFields((t) => ({
  rubrics: t.prismaConnection({
    type: 'Rubric',
    cursor: 'digest',
    description:
      'Registered rubric versions in (domain, version) order, optionally of one domain. Needs the reader role; rubrics are global.',
    args: { domain: t.arg.string() },
    resolve: (query, _root, args, context) => {
      const domain = parseInput(label.nullish(), args.domain, 'domain');
      return context.db.prisma.rubric.findMany({
        ...query,
        where: hasRole(context.caller, 'reader') ? (domain ? { domain } : {}) : { digest: { in: [] } },
        orderBy: [{ domain: 'asc' }, { version: 'asc' }],
      });
    },
  }),
  rubric: t.field({
    type: RubricRef,
    nullable: true,
    description: 'One rubric version by digest, with its descriptors. Needs the reader role.',
    args: { digest: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      if (!hasRole(context.caller, 'reader')) return null;
      return findRubric(context.db.pool, parseInput(digest, args.digest, 'digest'));
    },
  }),
}));
