// `npm run rules`: the versions of the metric rules, and recording from which instant a new
// one applies (docs/specification.md §6, "Finality"). An activation is an append-only ledger
// row; it may not take effect before it is recorded, so every report that is final when it
// is recorded stays byte-identical.
import { METRIC_RULES, rulesOfVersion } from '../domain/rules.js';
import { matchesGrammar } from '../domain/grammars.js';
import { LOCAL_ADMIN_ACTOR } from '../modules/auth/bootstrap.js';
import { defineCommand, fail, withDatabase } from './common.js';

export const rulesCommand = defineCommand({
  name: 'rules',
  summary: 'List the metric rule versions and their activations, or record the instant from which a new version applies.',
  details: [
    `Versions: ${METRIC_RULES.map((rules) => `${rules.version} (default minSamples ${rules.defaultMinSamples})`).join(', ')}. Before the first activation every report is computed under version 1.`,
    'An activation is refused unless its version and instant follow the last one, and its instant is not before the moment it is recorded.',
  ],
  options: {
    at: { type: 'string', value: '<instant>', description: 'the ISO 8601 instant from which the version applies (not in the past)' },
    by: { type: 'string', value: '<ref>', description: 'the actor recorded as activating the version', default: LOCAL_ADMIN_ACTOR },
  },
  forms: [{ args: 'list' }, { args: 'activate <version>', options: [{ required: 'at' }, 'by'] }],
  async run({ config, values, positionals }) {
    const [action, ...rest] = positionals;
    if (action === 'list' && rest.length === 0) {
      const rows = await withDatabase(
        config,
        async (booted) =>
          (
            await booted.db.pool.query<{ version: number; activates_at: Date; actor_ref: string; recorded_at: Date }>(
              'SELECT version, activates_at, actor_ref, recorded_at FROM rule_version_activation ORDER BY version',
            )
          ).rows,
      );
      for (const rules of METRIC_RULES) {
        const row = rows.find((item) => item.version === rules.version);
        const since =
          rules.version === 1
            ? 'the baseline'
            : row
              ? `from ${new Date(row.activates_at).toISOString()} (recorded ${new Date(row.recorded_at).toISOString()} by ${row.actor_ref})`
              : 'not activated';
        console.log(`version ${rules.version}: default minSamples ${rules.defaultMinSamples}; ${since}`);
      }
      return;
    }
    if (action !== 'activate' || rest.length !== 1) fail('give list, or activate <version> --at <instant>');
    const version = Number(rest[0]);
    if (!Number.isInteger(version) || version < 2 || !rulesOfVersion(version))
      fail(
        `no rule version ${rest[0]}: the versions after the baseline are ${METRIC_RULES.slice(1)
          .map((rules) => rules.version)
          .join(', ')}`,
      );
    const at = new Date(values.at ?? '');
    if (!values.at || Number.isNaN(at.getTime()) || !/^\d{4}-\d\d-\d\dT/.test(values.at))
      fail('give --at <instant> as ISO 8601, e.g. 2027-01-01T00:00:00Z');
    if (!matchesGrammar('reference', values.by)) fail(`--by: not a reference: ${values.by}`);
    const recorded = await withDatabase(config, async (booted) => {
      try {
        const { rows } = await booted.db.pool.query<{ activates_at: Date; recorded_at: Date }>(
          'INSERT INTO rule_version_activation (version, activates_at, actor_ref) VALUES ($1, $2, $3) RETURNING activates_at, recorded_at',
          [version, at, values.by],
        );
        return rows[0]!;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === '23514' || code === '23505') return { refused: (error as Error).message };
        throw error;
      }
    });
    if ('refused' in recorded)
      fail(`refused: ${recorded.refused} (an instant at or after now, a version and instant after the last activation)`);
    console.log(
      `rule version ${version} applies to every report as of ${new Date(recorded.activates_at).toISOString()} or later (recorded ${new Date(recorded.recorded_at).toISOString()})`,
    );
  },
});
