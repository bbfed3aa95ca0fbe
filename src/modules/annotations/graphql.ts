// The annotation store on the GraphQL surface: storeAnnotation (anyone who writes
// reasons or feedback), annotation (readers), redactAnnotation (admins). Every
// annotation belongs to one project and is reached only through it.
import { z } from 'zod';
import { builder } from '../../builder.js';
import { credentialRefusal, credentialRuleFor } from '../../domain/grammars.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { canRead, hasRole, requireProject, requireRole, type Caller } from '../auth/caller.js';
import { digest, parseInput, storableText, uuid } from '../common/validation.js';
import { findAnnotation, MAX_ANNOTATION_BYTES, redactAnnotation, storeAnnotation, type AnnotationRecord } from './store.js';

const Annotation = builder.objectRef<AnnotationRecord>('Annotation').implement({
  description: 'Prose kept outside the ledger under the SHA-256 of its text. Redaction removes the text; the digest stays.',
  fields: (t) => ({
    projectId: t.exposeString('projectId'),
    digest: t.exposeString('digest'),
    byteLength: t.exposeInt('byteLength'),
    storedBy: t.exposeString('storedBy'),
    storedAt: t.expose('storedAt', { type: 'DateTime' }),
    text: t.exposeString('text', { nullable: true, description: 'Null once redacted.' }),
    redacted: t.boolean({ resolve: (annotation) => annotation.redactedAt !== null }),
    redactedBy: t.exposeString('redactedBy', { nullable: true }),
    redactedAt: t.expose('redactedAt', { type: 'DateTime', nullable: true }),
  }),
});

const StoreAnnotationSuccess = builder.objectRef<{ annotation: AnnotationRecord; replayed: boolean }>('StoreAnnotationSuccess').implement({
  fields: (t) => ({
    annotation: t.field({ type: Annotation, resolve: (payload) => payload.annotation }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this project already holds this text; nothing was written.' }),
  }),
});

const RedactAnnotationSuccess = builder.objectRef<{ annotation: AnnotationRecord; changed: boolean }>('RedactAnnotationSuccess').implement({
  fields: (t) => ({
    annotation: t.field({ type: Annotation, resolve: (payload) => payload.annotation }),
    changed: t.exposeBoolean('changed', { description: 'False when it was already redacted.' }),
  }),
});

const textSchema = storableText
  .min(1, 'an annotation is not empty')
  .refine((text) => Buffer.byteLength(text, 'utf8') <= MAX_ANNOTATION_BYTES, `at most ${MAX_ANNOTATION_BYTES} UTF-8 bytes`)
  .superRefine((text, ctx) => {
    const rule = credentialRuleFor(text);
    if (rule) ctx.addIssue({ code: 'custom', message: credentialRefusal(rule) });
  });

builder.queryFields((t) => ({
  annotation: t.field({
    type: Annotation,
    nullable: true,
    description:
      "An annotation of a project by digest, with its text unless redacted. Needs the reader role; null outside the token's projects.",
    args: { projectId: t.arg.string({ required: true }), digest: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const { caller } = context;
      if (!hasRole(caller, 'reader')) return null;
      const projectId = parseInput(uuid, args.projectId, 'projectId');
      if (!canRead(caller, projectId)) return null;
      return findAnnotation(context.db.pool, projectId, parseInput(digest, args.digest, 'digest'));
    },
  }),
}));

builder.mutationFields((t) => ({
  storeAnnotation: t.field({
    type: StoreAnnotationSuccess,
    description:
      'Store prose (a reason, feedback) in a project and get the digest to reference from the ledger. Idempotent by content within the project.',
    errors: { types: [ValidationError, ForbiddenError] },
    args: { projectId: t.arg.string({ required: true }), text: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const { caller } = context;
      if (!(['recorder', 'adjudicator', 'admin'] as const).some((role) => hasRole(caller, role)))
        throw new ForbiddenError('storing annotations needs the recorder, adjudicator or admin role');
      const projectId = parseInput(uuid, args.projectId, 'projectId');
      requireProject(caller, projectId);
      return storeAnnotation(context.db.pool, projectId, parseInput(textSchema, args.text, 'text'), caller.actorRef);
    },
  }),
  redactAnnotation: t.field({
    type: RedactAnnotationSuccess,
    description: "Remove an annotation's text, recording who and when. The digest and the ledger are unchanged. Admin of its project only.",
    errors: { types: [ValidationError, ForbiddenError, NotFoundError] },
    args: { projectId: t.arg.string({ required: true }), digest: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const { caller } = context;
      requireRole(caller, 'admin');
      const projectId = parseInput(uuid, args.projectId, 'projectId');
      requireProject(caller, projectId);
      const target = parseInput(digest, args.digest, 'digest');
      const changed = await redactAnnotation(context.db.pool, projectId, target, caller.actorRef);
      const annotation = await findAnnotation(context.db.pool, projectId, target);
      if (!annotation) throw new NotFoundError('no annotation has this digest');
      return { annotation, changed };
    },
  }),
}));
