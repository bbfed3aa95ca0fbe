// Project labels on the GraphQL surface (docs/specification.md §3.1, "Project labels"):
// an admin of a project sets its display label (setProjectLabel); any role reads the
// latest label of the projects its token may touch (projectLabels).
import { builder } from '../../builder.js';
import { ForbiddenError, IdempotencyConflictError, ValidationError } from '../../errors.js';
import { canTouchProject, requireProject, requireRole } from '../auth/caller.js';
import { zodInputType } from '../common/input-tie.js';
import { parseInput } from '../common/validation.js';
import { MAX_LABELLED_PROJECTS, projectLabelSchema, projectLabelsQuerySchema } from './inputs.js';
import { latestProjectLabels, setProjectLabel, type ProjectLabelRow } from './store.js';

export const ProjectLabelRef = builder.objectRef<ProjectLabelRow>('ProjectLabel').implement({
  description:
    "A display label of a project, set by an admin of the project. Append-only: the set with the highest seq is the project's label.",
  fields: (t) => ({
    ledgerId: t.exposeString('id', { description: 'The raw UUID of this set.' }),
    projectId: t.exposeString('projectId'),
    seq: t.exposeInt('seq', { description: "1 for the project's first label, then one more for each set, in the order they committed." }),
    label: t.exposeString('label', { description: 'A label (docs/specification.md §3.1), credential-screened.' }),
    idempotencyKey: t.exposeString('idempotencyKey'),
    actorRef: t.exposeString('actorRef', { description: 'The admin that set it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: "The ledger's own clock." }),
    contentDigest: t.exposeString('contentDigest', { description: 'SHA-256 of the canonical JSON of { projectId, label }.' }),
  }),
});

const SetProjectLabelInput = zodInputType('SetProjectLabelInput', projectLabelSchema, {
  fields: (t) => ({
    projectId: t.string({ required: true }),
    label: t.string({ required: true, description: 'A label: ^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$, credential-screened.' }),
    idempotencyKey: t.string({
      required: true,
      description: 'A reference; the same key with the same label is a replay, with another label a conflict.',
    }),
  }),
});

const SetProjectLabelSuccess = builder.objectRef<{ projectLabel: ProjectLabelRow; replayed: boolean }>('SetProjectLabelSuccess').implement({
  fields: (t) => ({
    projectLabel: t.field({ type: ProjectLabelRef, resolve: (payload) => payload.projectLabel }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this key already set this label; nothing was written.' }),
  }),
});

const ProjectLabelsRef = builder.objectRef<ProjectLabelRow[]>('ProjectLabels').implement({
  fields: (t) => ({
    labels: t.field({
      type: [ProjectLabelRef],
      description: 'The latest label of each project asked for that has one and that the token may touch, in the order asked.',
      resolve: (rows) => rows,
    }),
  }),
});

builder.mutationFields((t) => ({
  setProjectLabel: t.field({
    type: SetProjectLabelSuccess,
    description:
      "Give a project a display label (admin of the project). Append-only: the latest label is the project's; " +
      'the same key and label again is a replay, the same key with another label a conflict.',
    errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError] },
    args: { input: t.arg({ type: SetProjectLabelInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'admin');
      const input = parseInput(projectLabelSchema, args.input);
      requireProject(context.caller, input.projectId);
      return setProjectLabel(context.db.pool, input, context.caller.actorRef);
    },
  }),
}));

builder.queryFields((t) => ({
  projectLabels: t.field({
    type: ProjectLabelsRef,
    description:
      `The latest display label of each named project (1..${MAX_LABELLED_PROJECTS}). Any role; ` +
      "projects outside the token's, and projects without a label, are left out.",
    errors: { types: [ValidationError] },
    args: { projectIds: t.arg.stringList({ required: true }) },
    resolve: (_root, args, context) => {
      const projectIds = parseInput(projectLabelsQuerySchema, args.projectIds, 'projectIds');
      const readable = [...new Set(projectIds)].filter((projectId) => canTouchProject(context.caller, projectId));
      return readable.length === 0 ? [] : latestProjectLabels(context.db.pool, readable);
    },
  }),
}));
