// The designated-property allowlist of the publish path on the GraphQL surface (see designations.ts).
import { builder } from '../../builder.js';
import type * as vocab from '../../domain/enums.js';
import { ForbiddenError, ValidationError } from '../../errors.js';
import { hasRole, requireRole, type Caller } from '../auth/caller.js';
import { parseInput } from '../common/validation.js';
import { changeDesignation, designatedProperties, type DesignationChange } from './designations.js';
import { propertyArgsSchema } from './inputs.js';
import { DesignationActionEnum } from './vocabulary-graphql.js';

// ---------------------------------------------------------------------------
// Designations
// ---------------------------------------------------------------------------

const PropertyDesignationChangeRef = builder.objectRef<DesignationChange>('PropertyDesignationChange').implement({
  description: 'The result of a designation change; changed is false when the property was already in that state and nothing was written.',
  fields: (t) => ({
    property: t.exposeString('property'),
    action: t.field({ type: DesignationActionEnum, resolve: (change) => change.action }),
    designated: t.exposeBoolean('designated', { description: 'Whether the property is now on the allowlist.' }),
    changed: t.exposeBoolean('changed'),
    recordedBy: t.exposeString('actorRef', { nullable: true }),
    recordedAt: t.expose('recordedAt', { type: 'DateTime', nullable: true }),
  }),
});

async function changePropertyDesignation(
  context: { caller: Caller; db: { pool: import('pg').Pool } },
  property: unknown,
  action: vocab.DesignationAction,
): Promise<DesignationChange> {
  requireRole(context.caller, 'admin');
  const args = parseInput(propertyArgsSchema, { property }, '');
  return changeDesignation(context.db.pool, args.property, action, context.caller.actorRef);
}

builder.queryFields((t) => ({
  designatedProperties: t.stringList({
    description: 'The designated-property allowlist of the publish path, in code-point order. Needs the reader role.',
    resolve: (_root, _args, context) => (hasRole(context.caller, 'reader') ? designatedProperties(context.db.pool) : []),
  }),
}));

builder.mutationFields((t) => ({
  designateProperty: t.field({
    type: PropertyDesignationChangeRef,
    description: 'Put a property on the designated-property allowlist of the publish path. Admin only.',
    errors: { types: [ValidationError, ForbiddenError] },
    args: { property: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => changePropertyDesignation(context, args.property, 'DESIGNATE'),
  }),
  withdrawPropertyDesignation: t.field({
    type: PropertyDesignationChangeRef,
    description: 'Take a property off the allowlist: its rows leave the publish path at once. Admin only.',
    errors: { types: [ValidationError, ForbiddenError] },
    args: { property: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => changePropertyDesignation(context, args.property, 'WITHDRAW'),
  }),
}));
