// Versions of the metric rules (docs/specification.md §6, "Finality"; §14). A report states
// the version it was computed under (`rulesVersion`); the ledger records from which instant
// each later version applies (rule_version_activation, an append-only ledger row whose
// instant is never before its own stamp), so a report as of an earlier instant is computed
// under the rules it always was, and stays byte-identical across an upgrade.
//
// A rule set is data the report's loader and fold dispatch on; a new version is a new entry
// here, never a change to an existing one.

/** One version of the metric rules. */
export interface MetricRules {
  version: number;
  /** minSamples of a reliability report when the caller gives none. */
  defaultMinSamples: number;
}

/** The rules every report is computed under before the first recorded activation. */
export const BASELINE_RULES_VERSION = 1;

/**
 * Every version, in order. 1: the baseline (default minSamples 20). 2: default minSamples 30:
 * at a rate of 0.5 the 95% Wilson interval is ±0.20 wide at 20 samples and ±0.17 at 30.
 */
export const METRIC_RULES: readonly MetricRules[] = [
  { version: 1, defaultMinSamples: 20 },
  { version: 2, defaultMinSamples: 30 },
];

/** A recorded activation: version `version` applies to every report as of `activatesAt` (epoch ms) or later. */
export interface RuleActivation {
  version: number;
  activatesAt: number;
}

export function rulesOfVersion(version: number): MetricRules | null {
  return METRIC_RULES.find((rules) => rules.version === version) ?? null;
}

/**
 * The rules of a report as of `asOf` (epoch ms): those of the activation with the latest
 * activatesAt <= asOf, the baseline before the first. An activation of a version this code
 * does not know fails the report closed (an older server beside a newer ledger).
 */
export function rulesAsOf(activations: readonly RuleActivation[], asOf: number): MetricRules {
  let version = BASELINE_RULES_VERSION;
  let latest = -Infinity;
  for (const activation of activations)
    if (activation.activatesAt <= asOf && activation.activatesAt > latest) {
      latest = activation.activatesAt;
      version = activation.version;
    }
  const rules = rulesOfVersion(version);
  if (!rules)
    throw new Error(
      `the ledger applies metric rules version ${version} from ${new Date(latest).toISOString()}, which this server does not know: upgrade it`,
    );
  return rules;
}
