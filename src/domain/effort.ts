// Effort on an attempt and effort per verified success (docs/specification.md §3.3, "Effort",
// and §6, "Effort per verified success").
//
// An attempt may state what it cost: input and output tokens, a cost in integer
// micro-units of one ISO 4217 currency, and the harness's own wall time. A report divides
// the effort of every attempt of its window (failed tries and retries included) by the
// number of independently verified passes, with a task-clustered ratio-estimator interval.
//
// Every operation's order is fixed here and in the specification, so another
// implementation reproduces the doubles bit for bit.
import { compareUtf16CodeUnits } from './canonical.js';
import { rowFields } from './row-fields.js';
import { Z_95 } from './wilson.js';

/**
 * The ISO 4217 alphabetic currency codes a cost may be stated in: the list of current codes
 * (ISO 4217 List One) as the Unicode CLDR carries it, with the few codes withdrawn since
 * 2021 that invoices of that time still name (CUC, HRK, SLL, ZWL, ANG). Closed: the SQL
 * domain `crl_currency` carries the same list (prisma/migrations/20261207140000_attempt_effort),
 * and test/integration/effort-currency.test.ts proves they agree. Changed only by a migration.
 */
export const CURRENCY_CODES = [
  'AED',
  'AFN',
  'ALL',
  'AMD',
  'ANG',
  'AOA',
  'ARS',
  'AUD',
  'AWG',
  'AZN',
  'BAM',
  'BBD',
  'BDT',
  'BGN',
  'BHD',
  'BIF',
  'BMD',
  'BND',
  'BOB',
  'BRL',
  'BSD',
  'BTN',
  'BWP',
  'BYN',
  'BZD',
  'CAD',
  'CDF',
  'CHF',
  'CLP',
  'CNY',
  'COP',
  'CRC',
  'CUC',
  'CUP',
  'CVE',
  'CZK',
  'DJF',
  'DKK',
  'DOP',
  'DZD',
  'EGP',
  'ERN',
  'ETB',
  'EUR',
  'FJD',
  'FKP',
  'GBP',
  'GEL',
  'GHS',
  'GIP',
  'GMD',
  'GNF',
  'GTQ',
  'GYD',
  'HKD',
  'HNL',
  'HRK',
  'HTG',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'IQD',
  'IRR',
  'ISK',
  'JMD',
  'JOD',
  'JPY',
  'KES',
  'KGS',
  'KHR',
  'KMF',
  'KPW',
  'KRW',
  'KWD',
  'KYD',
  'KZT',
  'LAK',
  'LBP',
  'LKR',
  'LRD',
  'LSL',
  'LYD',
  'MAD',
  'MDL',
  'MGA',
  'MKD',
  'MMK',
  'MNT',
  'MOP',
  'MRU',
  'MUR',
  'MVR',
  'MWK',
  'MXN',
  'MYR',
  'MZN',
  'NAD',
  'NGN',
  'NIO',
  'NOK',
  'NPR',
  'NZD',
  'OMR',
  'PAB',
  'PEN',
  'PGK',
  'PHP',
  'PKR',
  'PLN',
  'PYG',
  'QAR',
  'RON',
  'RSD',
  'RUB',
  'RWF',
  'SAR',
  'SBD',
  'SCR',
  'SDG',
  'SEK',
  'SGD',
  'SHP',
  'SLE',
  'SLL',
  'SOS',
  'SRD',
  'SSP',
  'STN',
  'SVC',
  'SYP',
  'SZL',
  'THB',
  'TJS',
  'TMT',
  'TND',
  'TOP',
  'TRY',
  'TTD',
  'TWD',
  'TZS',
  'UAH',
  'UGX',
  'USD',
  'UYU',
  'UZS',
  'VES',
  'VND',
  'VUV',
  'WST',
  'XAF',
  'XCD',
  'XCG',
  'XDR',
  'XOF',
  'XPF',
  'XSU',
  'YER',
  'ZAR',
  'ZMW',
  'ZWG',
  'ZWL',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const currencies = new Set<string>(CURRENCY_CODES);
export const isCurrencyCode = (value: string): value is CurrencyCode => currencies.has(value);

/**
 * The largest amount an effort field holds: 2^53 − 1, the largest integer every JSON reader
 * and IEEE 754 double holds exactly (the SQL domain `crl_effort_amount` checks the same bound).
 */
export const MAX_EFFORT_AMOUNT = Number.MAX_SAFE_INTEGER;

/** The CHECK of the SQL domain `crl_currency`, written from CURRENCY_CODES (the migration carries this text). */
export const currencyCheckSql = (): string => `VALUE IN (${CURRENCY_CODES.map((code) => `'${code}'`).join(', ')})`;

/** The effort an outcome states (every field optional; a cost has both its amount and its currency). */
export interface Effort {
  inputTokens: number | null;
  outputTokens: number | null;
  cost: { micros: number; currency: CurrencyCode } | null;
  harnessWallTimeMs: number | null;
}

/** The effort columns of an attempt row as a report reads them (src/modules/reliability/evidence.ts). */
export interface AttemptEffort {
  startedAt: number;
  inputTokens: number | null;
  outputTokens: number | null;
  costMicros: number | null;
  costCurrency: string | null;
  harnessWallTimeMs: number | null;
}

/** The columns of an `attempt` row an AttemptEffort is read from (src/domain/row-fields.ts). */
export const ATTEMPT_EFFORT_FIELDS = rowFields<AttemptEffort>()([
  { name: 'startedAt', column: 'started_at', instant: 'required' },
  { name: 'inputTokens', column: 'input_tokens' },
  { name: 'outputTokens', column: 'output_tokens' },
  { name: 'costMicros', column: 'cost_micros' },
  { name: 'costCurrency', column: 'cost_currency' },
  { name: 'harnessWallTimeMs', column: 'harness_wall_time_ms' },
]);

/**
 * An attempt's effort as the API answers it (`Attempt.effort`) and an evidence bundle states
 * it (docs/specification.md §14, `attempts[].effort`): null when the attempt states none;
 * otherwise every field, null where it is not stated (unknown, never zero), amounts as whole
 * numbers below 2^53.
 */
export interface EffortEntry {
  inputTokens: number | null;
  outputTokens: number | null;
  cost: { micros: number; currency: string } | null;
  harnessWallTimeMs: number | null;
}

/** The EffortEntry of an attempt's effort columns. */
export function effortEntryOf(effort: Omit<AttemptEffort, 'startedAt'>): EffortEntry | null {
  if (effort.inputTokens === null && effort.outputTokens === null && effort.costMicros === null && effort.harnessWallTimeMs === null)
    return null;
  return {
    inputTokens: effort.inputTokens,
    outputTokens: effort.outputTokens,
    cost: effort.costMicros === null || effort.costCurrency === null ? null : { micros: effort.costMicros, currency: effort.costCurrency },
    harnessWallTimeMs: effort.harnessWallTimeMs,
  };
}

/** What an effort per verified success divides. */
export const EFFORT_MEASURES = ['COST', 'TOKENS', 'TIME'] as const;
export type EffortMeasure = (typeof EFFORT_MEASURES)[number];

/** Why an effort per verified success has a value or not; the first that applies, in this order. */
export const EFFORT_STATUSES = ['MIXED_CURRENCIES', 'UNKNOWN_EFFORT', 'NO_VERIFIED_PASS', 'SUPPRESSED', 'OK'] as const;
export type EffortStatus = (typeof EFFORT_STATUSES)[number];

export interface EffortPerVerifiedSuccess {
  measure: EffortMeasure;
  status: EffortStatus;
  /** total / verifiedPasses; null unless status is OK. */
  estimate: number | null;
  /** The 95% interval of the ratio estimator with task-clustered variance; null unless status is OK and tasks >= 2. */
  lower: number | null;
  upper: number | null;
  /** v, the estimate's variance the interval is built from; null exactly when lower is. */
  variance: number | null;
  /** The summed effort of every attempt of the window; null when an attempt's effort is unknown or currencies are mixed. */
  total: number | null;
  /** The cost's currency when every attempt of the window states one and the same; null otherwise and for tokens and time. */
  currency: string | null;
  /** The distinct currencies the window's costs are stated in, in code-point order (empty for tokens and time). */
  currencies: string[];
  verifiedPasses: number;
  attempts: number;
  /** Attempts of the window whose effort of this measure is not stated: never counted as zero. */
  unknownAttempts: number;
  /** Tasks (taskRef) with an attempt in the window: the clusters of the interval. */
  tasks: number;
}

/** One attempt of the window as the fold reads it: its task, whether it is a verified pass, and its effort. */
export interface EffortTry {
  taskRef: string;
  pass: boolean;
  finishedAt: number;
  effort: AttemptEffort | undefined;
}

/**
 * An attempt's effort of `measure`, or null when unknown: COST is costMicros; TOKENS is
 * inputTokens + outputTokens, known only when both are; TIME is harnessWallTimeMs, or
 * finishedAt − startedAt in milliseconds when the harness did not state its own.
 */
export function effortOf(measure: EffortMeasure, effort: AttemptEffort | undefined, finishedAt: number): number | null {
  if (!effort) return null;
  switch (measure) {
    case 'COST':
      return effort.costMicros;
    case 'TOKENS':
      return effort.inputTokens === null || effort.outputTokens === null ? null : effort.inputTokens + effort.outputTokens;
    case 'TIME':
      return effort.harnessWallTimeMs ?? finishedAt - effort.startedAt;
  }
}

/** The ratio R = X / Y of task totals and its task-clustered interval (Cochran 1977, §6.3 and §6.4). */
export function clusteredRatio(
  effort: ArrayLike<number>,
  passes: ArrayLike<number>,
  z = Z_95,
): { estimate: number; lower: number | null; upper: number | null; variance: number | null } {
  const k = effort.length;
  let total = 0;
  let count = 0;
  for (let i = 0; i < k; i++) {
    total = total + effort[i]!;
    count = count + passes[i]!;
  }
  const estimate = total / count;
  if (k < 2) return { estimate, lower: null, upper: null, variance: null };
  let squares = 0;
  for (let i = 0; i < k; i++) {
    const residual = effort[i]! - estimate * passes[i]!;
    squares = squares + residual * residual;
  }
  const variance = ((k / (k - 1)) * squares) / (count * count);
  const half = z * Math.sqrt(variance);
  return { estimate, lower: Math.max(0, estimate - half), upper: estimate + half, variance };
}

/**
 * Effort per verified success of one measure over the window's tries (docs/specification.md
 * §6, "Effort per verified success"). Tasks in code-point order of taskRef; per task x_i, the
 * sum of its tries' effort in the order given, and y_i, its verified passes; then
 * `clusteredRatio`. `suppressed`: the report's state is not OK.
 */
export function effortPerVerifiedSuccessOf(
  measure: EffortMeasure,
  tries: readonly EffortTry[],
  suppressed: boolean,
): EffortPerVerifiedSuccess {
  const byTask = new Map<string, { effort: number; passes: number }>();
  const seen = new Set<string>();
  let unknown = 0;
  let verifiedPasses = 0;
  for (const { taskRef, pass, finishedAt, effort } of tries) {
    let task = byTask.get(taskRef);
    if (!task) byTask.set(taskRef, (task = { effort: 0, passes: 0 }));
    if (pass) {
      task.passes += 1;
      verifiedPasses += 1;
    }
    const amount = effortOf(measure, effort, finishedAt);
    if (amount === null) unknown += 1;
    else task.effort = task.effort + amount;
    if (measure === 'COST' && effort?.costCurrency) seen.add(effort.costCurrency);
  }
  const currencyList = [...seen].sort(compareUtf16CodeUnits);
  const tasks = [...byTask.entries()].sort(([a], [b]) => compareUtf16CodeUnits(a, b)).map(([, task]) => task);
  const base = {
    measure,
    currencies: currencyList,
    verifiedPasses,
    attempts: tries.length,
    unknownAttempts: unknown,
    tasks: tasks.length,
  };
  const withheld = (status: EffortStatus, total: number | null = null) => ({
    ...base,
    status,
    estimate: null,
    lower: null,
    upper: null,
    variance: null,
    total,
    currency: measure === 'COST' && total !== null ? (currencyList[0] ?? null) : null,
  });
  if (currencyList.length > 1) return withheld('MIXED_CURRENCIES');
  if (unknown > 0) return withheld('UNKNOWN_EFFORT');
  let total = 0;
  for (const task of tasks) total = total + task.effort;
  if (verifiedPasses === 0) return withheld('NO_VERIFIED_PASS', total);
  if (suppressed) return withheld('SUPPRESSED', total);
  const ratio = clusteredRatio(
    tasks.map((task) => task.effort),
    tasks.map((task) => task.passes),
  );
  return { ...base, status: 'OK', ...ratio, total, currency: measure === 'COST' ? (currencyList[0] ?? null) : null };
}

/**
 * Why the ratio of two cohorts' effort per verified success has a value or not: a side's
 * own status, the first that applies on either side in the order of EFFORT_STATUSES (and
 * MIXED_CURRENCIES too when the two sides' costs are in different currencies), then
 * ZERO_BASELINE (cohort a's figure is 0: nothing to divide by), then OK.
 */
export const EFFORT_RATIO_STATUSES = [...EFFORT_STATUSES.filter((status) => status !== 'OK'), 'ZERO_BASELINE', 'OK'] as const;
export type EffortRatioStatus = Exclude<EffortStatus, 'OK'> | 'ZERO_BASELINE' | 'OK';

export interface EffortRatio {
  measure: EffortMeasure;
  status: EffortRatioStatus;
  a: EffortPerVerifiedSuccess;
  b: EffortPerVerifiedSuccess;
  /** b.estimate / a.estimate; null unless status is OK. */
  ratio: number | null;
  /** Fieller's 95% interval of the ratio; null unless status is OK, both sides have a variance and a's figure is bounded away from 0. */
  lower: number | null;
  upper: number | null;
  /** COST: the one currency of both sides; null otherwise. */
  currency: string | null;
}

/**
 * Fieller's interval for θ = R_b / R_a of two independent estimates with variances v_a and
 * v_b (Fieller, E.C. 1954, "Some problems in interval estimation", J. R. Statist. Soc. B
 * 16(2):175–185): {θ : (R_b − θ·R_a)² <= z²·(v_b + θ²·v_a)}, bounded exactly when
 * A = R_a² − z²·v_a > 0, with limits (B ∓ z·√(v_a·R_b² + v_b·A)) / A, B = R_a·R_b
 * (the discriminant B² − A·(R_b² − z²·v_b) rewritten without cancellation). The lower
 * limit is at least 0, as effort is. Null when A <= 0: the set is then unbounded.
 */
export function fiellerRatio(ra: number, va: number, rb: number, vb: number, z = Z_95): { lower: number; upper: number } | null {
  const z2 = z * z;
  const a = ra * ra - z2 * va;
  if (!(a > 0)) return null;
  const b = ra * rb;
  const s = z * Math.sqrt(va * (rb * rb) + vb * a);
  return { lower: Math.max(0, (b - s) / a), upper: (b + s) / a };
}

/**
 * The ratio b / a of two cohorts' effort per verified success of one measure
 * (docs/specification.md §6, "Cohort comparison", effort), the two windows taken as
 * independent samples.
 */
export function effortRatioOf(a: EffortPerVerifiedSuccess, b: EffortPerVerifiedSuccess): EffortRatio {
  const currencies = new Set([...a.currencies, ...b.currencies]);
  const withheld = (status: EffortRatioStatus): EffortRatio => ({
    measure: a.measure,
    status,
    a,
    b,
    ratio: null,
    lower: null,
    upper: null,
    currency: null,
  });
  if (currencies.size > 1) return withheld('MIXED_CURRENCIES');
  for (const status of EFFORT_STATUSES) {
    if (status === 'OK') break;
    if (a.status === status || b.status === status) return withheld(status);
  }
  const ra = a.estimate!;
  const rb = b.estimate!;
  if (ra === 0) return withheld('ZERO_BASELINE');
  const interval = a.variance === null || b.variance === null ? null : fiellerRatio(ra, a.variance, rb, b.variance);
  return {
    measure: a.measure,
    status: 'OK',
    a,
    b,
    ratio: rb / ra,
    lower: interval?.lower ?? null,
    upper: interval?.upper ?? null,
    currency: a.measure === 'COST' ? (a.currency ?? b.currency) : null,
  };
}
