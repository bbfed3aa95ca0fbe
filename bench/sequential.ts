// Sequential decisions (docs/benchmarks/sequential.md): a Monte Carlo of
// gates that re-read a cohort's verified-pass rate after every attempt. For each rule it
// prints the share of cohorts ever allowed although their true rate is at or below the
// threshold (beside α), and how many attempts a cohort well above it needs before it is
// allowed. Not a timing: every figure is a count, reproducible from the seed.
//
//   npm run bench:sequential            # 10,000 cohorts per row (the documented run)
//   npm run bench:sequential -- --quick # 1,000 cohorts per row
//   npm run bench:sequential -- --cohorts 20000 --seed 7
//
// Rules, each checked after every attempt up to MAX_ATTEMPTS:
// - fixed-sample Wilson: the 95% Wilson lower bound (src/domain/wilson.ts) >= threshold
//   with at least 20 attempts: the gate example's fixed-sample rule;
// - anytime: anytimeLowerBound (src/domain/confidence-sequence.ts) >= threshold. Checked
//   incrementally as the set's own test, S/n > t and ln M_n(t) >= ln(1/α), in the same
//   operations as logMixture; the reported bisection bound agrees with it except within
//   2^-64 of t, and every cohort's first allowing look is re-checked against the bound.
import { ANYTIME_ALPHA, anytimeInterval, logFactorial } from '../src/domain/confidence-sequence.js';
import { wilsonInterval } from '../src/domain/wilson.js';
import { median } from './statistics.js';
import { defineScript, runAsEntry, scriptArguments } from '../src/cli/script.js';

const MAX_ATTEMPTS = 2_000;
const WILSON_MIN_SAMPLES = 20;
const THRESHOLD = 0.8;
/** Share of tasks that are hard in the clustered variant, and their rates: mean 0.8 at p = 0.8. */
const CLUSTER_ATTEMPTS_PER_TASK = 5;
const CLUSTER_SPREAD = 0.15;
const DELAY_MAX = 50;
const ROLLBACK_SHARE = 0.1;

export const command = defineScript({
  name: 'bench:sequential',
  summary:
    "A Monte Carlo of gates that re-read a cohort's verified pass rate after every attempt: the share wrongly allowed by the fixed-sample Wilson bound and by the anytime-valid bound, and what validity costs (docs/benchmarks.md).",
  options: {
    quick: { type: 'boolean', description: '1,000 cohorts per row instead of 10,000' },
    cohorts: { type: 'string', value: 'N', description: 'cohorts per row (the documented run: 10,000)' },
    seed: { type: 'string', value: 'N', description: "the generator's seed", default: '43' },
  },
  environment: {},
});

/** A whole number of at least 1 from an option's text. */
function wholeNumber(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number of at least 1, not ${text}`);
  return value;
}

/** mulberry32: a small seeded generator, so every run with the same seed counts the same cohorts. */
function generator(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ln k! for every count a cohort reaches, from the ledger's own function.
const LOG_FACTORIAL = Float64Array.from({ length: MAX_ATTEMPTS + 2 }, (_, k) => logFactorial(k));
const LOG_THRESHOLD = Math.log(1 / ANYTIME_ALPHA);
const LOG_T = Math.log(THRESHOLD);
const LOG_1_T = Math.log(1 - THRESHOLD);

/** anytimeLowerBound(S, n) >= THRESHOLD, as the set's test (see the header). */
function anytimeAllows(s: number, n: number): boolean {
  if (!(s / n > THRESHOLD)) return false;
  const f = n - s;
  let value = LOG_FACTORIAL[s]! + LOG_FACTORIAL[f]! - LOG_FACTORIAL[n + 1]!;
  if (s > 0) value -= s * LOG_T;
  if (f > 0) value -= f * LOG_1_T;
  return value >= LOG_THRESHOLD;
}

function wilsonAllows(s: number, n: number): boolean {
  return n >= WILSON_MIN_SAMPLES && wilsonInterval(s, n)!.lower >= THRESHOLD;
}

/**
 * One cohort's looks: after attempt i (1-based), `counted[i]` is how many of the first i
 * attempts the report counts as verified passes at that look.
 */
type Variant = { name: string; describe: string; looks: (rate: number, random: () => number, counted: Int32Array) => void };

const VARIANTS: Variant[] = [
  {
    name: 'independent',
    describe: 'each attempt a verified pass with probability p, known at once',
    looks: (rate, random, counted) => {
      for (let i = 1; i <= MAX_ATTEMPTS; i++) counted[i] = counted[i - 1]! + (random() < rate ? 1 : 0);
    },
  },
  {
    name: 'delayed verification',
    describe: `each verdict recorded 0..${DELAY_MAX} attempts later (uniform); pending counts as not a pass`,
    looks: (rate, random, counted) => {
      const arrivals = new Int32Array(MAX_ATTEMPTS + DELAY_MAX + 2);
      for (let i = 1; i <= MAX_ATTEMPTS; i++) if (random() < rate) arrivals[i + Math.floor(random() * (DELAY_MAX + 1))]! += 1;
      for (let i = 1; i <= MAX_ATTEMPTS; i++) counted[i] = counted[i - 1]! + arrivals[i]!;
    },
  },
  {
    name: 'delayed rollback',
    describe: `passes at rate p / (1 − ${ROLLBACK_SHARE}), a share ${ROLLBACK_SHARE} of them rolled back 0..${DELAY_MAX} attempts later (true rate p)`,
    looks: (rate, random, counted) => {
      const removals = new Int32Array(MAX_ATTEMPTS + DELAY_MAX + 2);
      let passes = 0;
      for (let i = 1; i <= MAX_ATTEMPTS; i++) {
        if (random() < rate / (1 - ROLLBACK_SHARE)) {
          passes += 1;
          if (random() < ROLLBACK_SHARE) removals[i + Math.floor(random() * (DELAY_MAX + 1))]! += 1;
        }
        passes -= removals[i]!;
        counted[i] = passes;
      }
    },
  },
  {
    name: 'clustered tasks',
    describe: `${CLUSTER_ATTEMPTS_PER_TASK} consecutive attempts per task; half the tasks pass at p + ${CLUSTER_SPREAD}, half at p − ${CLUSTER_SPREAD}`,
    looks: (rate, random, counted) => {
      let taskRate = rate;
      for (let i = 1; i <= MAX_ATTEMPTS; i++) {
        if ((i - 1) % CLUSTER_ATTEMPTS_PER_TASK === 0) taskRate = rate + (random() < 0.5 ? CLUSTER_SPREAD : -CLUSTER_SPREAD);
        counted[i] = counted[i - 1]! + (random() < taskRate ? 1 : 0);
      }
    },
  },
];

interface RuleTally {
  everAllowed: number;
  allowedAtLastLook: number;
  firstAllowed: number[];
}

function simulate(variant: Variant, rate: number, random: () => number, cohorts: number) {
  const counted = new Int32Array(MAX_ATTEMPTS + 1);
  const wilson: RuleTally = { everAllowed: 0, allowedAtLastLook: 0, firstAllowed: [] };
  const anytime: RuleTally = { everAllowed: 0, allowedAtLastLook: 0, firstAllowed: [] };
  for (let c = 0; c < cohorts; c++) {
    variant.looks(rate, random, counted);
    let wilsonFirst = Infinity;
    let anytimeFirst = Infinity;
    for (let n = 1; n <= MAX_ATTEMPTS && (wilsonFirst === Infinity || anytimeFirst === Infinity); n++) {
      const s = counted[n]!;
      if (wilsonFirst === Infinity && wilsonAllows(s, n)) wilsonFirst = n;
      if (anytimeFirst === Infinity && anytimeAllows(s, n)) anytimeFirst = n;
    }
    if (anytimeFirst !== Infinity && !(anytimeInterval(counted[anytimeFirst]!, anytimeFirst)!.lower >= THRESHOLD))
      throw new Error(`the incremental test and anytimeLowerBound disagree at ${counted[anytimeFirst]} of ${anytimeFirst}`);
    for (const [tally, first, allows] of [
      [wilson, wilsonFirst, wilsonAllows],
      [anytime, anytimeFirst, anytimeAllows],
    ] as const) {
      if (first !== Infinity) tally.everAllowed += 1;
      if (allows(counted[MAX_ATTEMPTS]!, MAX_ATTEMPTS)) tally.allowedAtLastLook += 1;
      tally.firstAllowed.push(first);
    }
  }
  return { wilson, anytime };
}

export async function main(argv: string[]): Promise<void> {
  const parsed = scriptArguments(command, argv);
  if (!parsed) return;
  const cohorts =
    parsed.values.cohorts !== undefined ? wholeNumber('cohorts', parsed.values.cohorts) : parsed.values.quick ? 1_000 : 10_000;
  const seed = wholeNumber('seed', parsed.values.seed!);
  const percent = (count: number) => `${((100 * count) / cohorts).toFixed(1)}%`;
  const medianAttempts = (values: number[]) => {
    const value = median(values);
    return value === Infinity ? `> ${MAX_ATTEMPTS}` : String(value);
  };

  const started = Date.now();
  console.log(
    `Sequential decisions: threshold ${THRESHOLD}, α = ${ANYTIME_ALPHA} (anytime, both sides together; Wilson 95%: 0.025 per side at one fixed n), ` +
      `checked after every attempt up to n = ${MAX_ATTEMPTS}, ${cohorts} cohorts per row, seed ${seed}.\n`,
  );
  for (const variant of VARIANTS) console.log(`- ${variant.name}: ${variant.describe}`);
  console.log(
    '\nWrongly allowed (true rate at or below the threshold): share of cohorts ever allowed; in brackets, allowed at one look at n = 2,000.\n',
  );
  console.log('| variant | true rate | fixed-sample Wilson (n >= 20) | anytime | α |');
  console.log('|---|---|---|---|---|');
  const random = generator(seed);
  const priceRows: string[] = [];
  for (const variant of VARIANTS) {
    for (const rate of [0.8, 0.78]) {
      const { wilson, anytime } = simulate(variant, rate, random, cohorts);
      console.log(
        `| ${variant.name} | ${rate} | ${percent(wilson.everAllowed)} (${percent(wilson.allowedAtLastLook)}) | ` +
          `${percent(anytime.everAllowed)} (${percent(anytime.allowedAtLastLook)}) | ${ANYTIME_ALPHA} |`,
      );
    }
    const { wilson, anytime } = simulate(variant, 0.9, random, cohorts);
    priceRows.push(
      `| ${variant.name} | 0.9 | ${medianAttempts(wilson.firstAllowed)} (${percent(wilson.everAllowed)}) | ` +
        `${medianAttempts(anytime.firstAllowed)} (${percent(anytime.everAllowed)}) |`,
    );
  }
  console.log(
    '\nThe price of validity: median attempts before a cohort well above the threshold is first allowed; in brackets, the share allowed by n = 2,000.\n',
  );
  console.log('| variant | true rate | fixed-sample Wilson (n >= 20) | anytime |');
  console.log('|---|---|---|---|');
  for (const row of priceRows) console.log(row);
  console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
}

runAsEntry(import.meta.url, main);
