// `npm run token`: create, list and revoke API tokens (docs/access.md); works beside a running server.
import { TOKEN_ROLES, type TokenRole } from '../domain/enums.js';
import { matchesGrammar } from '../domain/grammars.js';
import { LOCAL_ADMIN_ACTOR } from '../modules/auth/bootstrap.js';
import { issueToken, listTokens, revokeToken } from '../modules/auth/tokens.js';
import { findVerifier } from '../modules/verifiers/store.js';
import { defineCommand, fail, withDatabase } from './common.js';

/** The seconds of each unit of an --expires-in duration. */
const DURATION_UNITS = { m: 60, h: 3600, d: 86_400 } as const;
type DurationUnit = keyof typeof DURATION_UNITS;

/** The shortest and the longest lifetime --expires-in accepts: a minute, ten years. */
const EXPIRES_IN_LIMITS = { least: { amount: 1, unit: 'm' }, most: { amount: 3650, unit: 'd' } } as const satisfies Record<
  string,
  { amount: number; unit: DurationUnit }
>;
const limitSeconds = (limit: { amount: number; unit: DurationUnit }) => limit.amount * DURATION_UNITS[limit.unit];
const EXPIRES_IN_RANGE = `at least ${EXPIRES_IN_LIMITS.least.amount}${EXPIRES_IN_LIMITS.least.unit}, at most ${EXPIRES_IN_LIMITS.most.amount}${EXPIRES_IN_LIMITS.most.unit}`;

export const tokenCommand = defineCommand({
  name: 'token',
  summary: 'Create, list or revoke API tokens: a token is shown once at creation and stored only as a hash; list shows everything else.',
  details: [`Roles: ${TOKEN_ROLES.join(', ')} (a token cannot be both recorder and adjudicator).`],
  options: {
    actor: { type: 'string', value: '<ref>', description: 'the actor the token acts as (a reference)' },
    verifier: {
      type: 'string',
      value: '<ref>',
      description:
        'the credential of a verifier registered in every --project (registerVerifier); its actor is <ref>, its one role adjudicator',
    },
    role: { type: 'string', value: '<role>', multiple: true, description: `a role of the token: ${TOKEN_ROLES.join(', ')}` },
    project: { type: 'string', value: '<uuid>', multiple: true, description: 'a project the token acts in (a lowercase UUID)' },
    'all-projects': { type: 'boolean', description: 'the token acts in every project' },
    'expires-in': {
      type: 'string',
      value: '<n>(m|h|d)',
      description: `the token expires this long after its creation, ${EXPIRES_IN_RANGE}`,
      otherwise: 'it does not expire',
    },
    'trusted-only': {
      type: 'boolean',
      description: "with TRUSTED_DOCUMENTS=flagged, the token may only run the manifest's documents (docs/clients.md)",
    },
    by: { type: 'string', value: '<ref>', description: 'the actor recorded as creating or revoking the token', default: LOCAL_ADMIN_ACTOR },
  },
  forms: [
    {
      args: 'create',
      options: [
        { required: 'actor' },
        { required: 'role' },
        { oneOf: ['project', 'all-projects'], required: true },
        'expires-in',
        'trusted-only',
        'by',
      ],
    },
    {
      args: 'create',
      options: [
        { required: 'verifier' },
        { required: 'role', value: 'adjudicator' },
        { required: 'project' },
        'expires-in',
        'trusted-only',
        'by',
      ],
    },
    { args: 'list' },
    { args: 'revoke <token-id>', options: ['by'] },
  ],
  async run({ config, values, positionals }) {
    const [action, ...targets] = positionals;
    const by = values.by;
    if (!matchesGrammar('reference', by)) fail('--by must be a reference');
    if (action === 'create') {
      const roles = (values.role ?? []) as TokenRole[];
      const projects = values.project ?? [];
      // --verifier <ref>: the credential of a registered verifier, whose actor is its verifier ref
      // (docs/access.md, "Verifier credentials").
      const verifier = values.verifier;
      if (verifier !== undefined) {
        if (!matchesGrammar('reference', verifier)) fail('--verifier must be a reference');
        if (values.actor !== undefined && values.actor !== verifier)
          fail('a verifier token acts as its verifier: give --verifier or --actor, not both');
        if (roles.length !== 1 || roles[0] !== 'adjudicator') fail('a verifier token has the one role adjudicator');
        if (values['all-projects']) fail('a verifier token names its projects (--project), each one where the verifier is registered');
        values.actor = verifier;
      }
      if (!values.actor || !matchesGrammar('reference', values.actor)) fail('--actor <ref> is required and must be a reference');
      if (roles.length === 0 || roles.some((role) => !TOKEN_ROLES.includes(role))) fail('give one or more valid --role');
      if (roles.includes('recorder') && roles.includes('adjudicator')) fail('a recording credential cannot adjudicate');
      if (!values['all-projects'] && projects.length === 0) fail('give --project <uuid> (repeatable) or --all-projects');
      if (projects.some((project) => !matchesGrammar('uuid', project))) fail('--project must be a lowercase UUID');
      const expiresIn = values['expires-in'] === undefined ? undefined : durationSeconds(values['expires-in']);
      if (expiresIn === null) fail(`--expires-in is a duration such as 30m, 12h or 90d (${EXPIRES_IN_RANGE})`);
      const actorRef = values.actor;
      const issued = await withDatabase(config, async (booted) => {
        if (verifier !== undefined)
          for (const project of projects)
            if (!(await findVerifier(booted.db.pool, project, verifier)))
              fail(`verifier ${verifier} is not registered in project ${project} (registerVerifier)`);
        return issueToken(booted.db.pool, {
          actorRef,
          roles,
          allProjects: values['all-projects'] ?? false,
          projectIds: projects,
          createdBy: by,
          ...(expiresIn === undefined ? {} : { expiresInSeconds: expiresIn }),
          trustedDocumentsOnly: values['trusted-only'] ?? false,
        });
      });
      console.log(`token id: ${issued.id}\ntoken:    ${issued.token}\n(shown once; the ledger keeps only its hash)`);
      return;
    }
    if (action === 'list') {
      const tokens = await withDatabase(config, (booted) => listTokens(booted.db.pool));
      const rows = tokens.map((token) => [
        token.id,
        token.actorRef,
        token.roles.join(','),
        token.allProjects ? 'all projects' : token.projectIds.join(','),
        token.createdAt.toISOString(),
        token.expiresAt?.toISOString() ?? '-',
        token.trustedDocumentsOnly ? 'yes' : 'no',
        token.revokedAt?.toISOString() ?? '-',
      ]);
      const header = ['id', 'actor', 'roles', 'projects', 'created', 'expires', 'trusted-only', 'revoked'];
      const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
      for (const row of [header, ...rows])
        console.log(
          row
            .map((cell, column) => cell.padEnd(widths[column]!))
            .join('  ')
            .trimEnd(),
        );
      return;
    }
    if (action === 'revoke') {
      const [tokenId] = targets;
      if (!tokenId || !matchesGrammar('uuid', tokenId)) fail('give the token id to revoke');
      const revoked = await withDatabase(config, (booted) => revokeToken(booted.db.pool, tokenId, by));
      console.log(revoked ? `revoked ${tokenId}` : `no unrevoked token ${tokenId}`);
      return;
    }
    fail(action ? `unknown token action: ${action}` : 'token needs create, list or revoke');
  },
});

const DURATION = new RegExp(`^(\\d{1,6})([${Object.keys(DURATION_UNITS).join('')}])$`);

/** `30m`, `12h`, `90d` as seconds; null outside EXPIRES_IN_LIMITS. */
function durationSeconds(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  const seconds = Number(match[1]) * DURATION_UNITS[match[2] as DurationUnit];
  return seconds >= limitSeconds(EXPIRES_IN_LIMITS.least) && seconds <= limitSeconds(EXPIRES_IN_LIMITS.most) ? seconds : null;
}
