// Graded verifications (docs/specification.md §8): advisory rubric scores. The one
// definition of what a rubric is, what a grading decides (below threshold, rework
// recommended, independent, graded verdict) and every number of the advisory
// summary. Nothing here is read by src/domain/reliability.ts: graded results never
// change a reliability number, state, digest or gate (test/integration/grading-advisory.test.ts).
import { compareUtf16CodeUnits, digestOf } from './canonical.js';
import { evidenceDigestOf } from './evidence.js';
import {
  driftOf,
  evidenceAsOf,
  selectWindow,
  type AttemptEvidence,
  type AttemptFacts,
  type CohortEvidence,
  type HumanDecision,
} from './reliability.js';
import { rateOf, type Rate } from './wilson.js';
import { evidenceStateOf, type EvidenceState, type Window } from './window.js';

// ---------------------------------------------------------------------------
// Rubrics
// ---------------------------------------------------------------------------

export const RUBRIC_LEVELS = [1, 2, 3, 4] as const;
export type RubricLevel = (typeof RUBRIC_LEVELS)[number];
export const TOP_LEVEL = 4;
export const DEFAULT_THRESHOLD = 3;
export const MAX_RUBRIC_CRITERIA = 16;
/** 0 = the first grading, 1 = the single re-grade after rework. */
export const GRADING_ROUNDS = [0, 1] as const;
export type GradingRound = (typeof GRADING_ROUNDS)[number];

export interface RubricCriterion {
  id: string;
  required: boolean;
  /** What levels 1..4 mean: four annotation digests, in level order. */
  descriptorDigests: readonly string[];
  /** How to rise from levels 1..3: three annotation digests (level 4 is the top). */
  raiseDigests: readonly string[];
}

/** A rubric version, exactly as its digest covers it. */
export interface RubricDocument {
  domain: string;
  version: string;
  threshold: number;
  criteria: readonly RubricCriterion[];
}

/** A rubric version is identified by the SHA-256 of its RFC 8785 canonical JSON. */
export function rubricDigestOf(rubric: RubricDocument): string {
  return digestOf({
    domain: rubric.domain,
    version: rubric.version,
    threshold: rubric.threshold,
    criteria: rubric.criteria.map((criterion) => ({
      id: criterion.id,
      required: criterion.required,
      descriptorDigests: [...criterion.descriptorDigests],
      raiseDigests: [...criterion.raiseDigests],
    })),
  });
}

/** Shape rules of a rubric beyond each field's grammar; the same as the rubric table's CHECKs. */
export function rubricProblems(rubric: RubricDocument): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (rubric.criteria.length < 1 || rubric.criteria.length > MAX_RUBRIC_CRITERIA)
    problems.push({ path: 'criteria', message: `a rubric has 1..${MAX_RUBRIC_CRITERIA} criteria` });
  if (!rubric.criteria.some((criterion) => criterion.required))
    problems.push({ path: 'criteria', message: 'a rubric has at least one required criterion' });
  const seen = new Set<string>();
  rubric.criteria.forEach((criterion, index) => {
    if (seen.has(criterion.id)) problems.push({ path: `criteria.${index}.id`, message: `criterion ${criterion.id} appears twice` });
    seen.add(criterion.id);
  });
  return problems;
}

// ---------------------------------------------------------------------------
// One grading
// ---------------------------------------------------------------------------

export interface CriterionScore {
  criterionId: string;
  score: number;
  evidenceDigest: string;
  feedbackDigest: string;
}

export type ScoreProblem = { index: number | null; kind: 'UNKNOWN' | 'DUPLICATE' | 'MISSING' | 'OUT_OF_RANGE'; message: string };

/** Why a set of scores does not fit a rubric (the trigger crl_check_graded_verification refuses the same). */
export function scoreProblems(
  rubric: Pick<RubricDocument, 'criteria'>,
  scores: readonly Pick<CriterionScore, 'criterionId' | 'score'>[],
): ScoreProblem[] {
  const problems: ScoreProblem[] = [];
  const known = new Set(rubric.criteria.map((criterion) => criterion.id));
  const seen = new Set<string>();
  scores.forEach((entry, index) => {
    if (!known.has(entry.criterionId))
      problems.push({ index, kind: 'UNKNOWN', message: `criterion ${entry.criterionId} is not in this rubric` });
    else if (seen.has(entry.criterionId))
      problems.push({ index, kind: 'DUPLICATE', message: `criterion ${entry.criterionId} is scored more than once` });
    seen.add(entry.criterionId);
    if (!Number.isInteger(entry.score) || entry.score < 1 || entry.score > TOP_LEVEL)
      problems.push({ index, kind: 'OUT_OF_RANGE', message: `a score is a whole number in 1..${TOP_LEVEL}` });
  });
  for (const criterion of rubric.criteria)
    if (criterion.required && !seen.has(criterion.id))
      problems.push({ index: null, kind: 'MISSING', message: `required criterion ${criterion.id} is not scored` });
  return problems;
}

export interface GradingJudgement {
  /** The required criteria scored under the threshold, in rubric order. */
  belowThreshold: string[];
  /** Round 0 only: some required criterion is under the threshold, so one rework is recommended. */
  reworkRecommended: boolean;
  /** The grader's model is not the attempt's runtime model. */
  independent: boolean;
}

/** What a grading decides; the database sets the same columns (crl_check_graded_verification). */
export function judgeGrading(
  rubric: Pick<RubricDocument, 'criteria' | 'threshold'>,
  scores: readonly Pick<CriterionScore, 'criterionId' | 'score'>[],
  round: GradingRound,
  graderModel: string,
  runtimeModel: string,
): GradingJudgement {
  const scoreOf = new Map(scores.map((entry) => [entry.criterionId, entry.score]));
  const belowThreshold = rubric.criteria
    .filter((criterion) => criterion.required && (scoreOf.get(criterion.id) ?? 0) < rubric.threshold)
    .map((criterion) => criterion.id);
  return { belowThreshold, reworkRecommended: round === 0 && belowThreshold.length > 0, independent: graderModel !== runtimeModel };
}

/** Why a grading may not be recorded in this round, or null. `first` is the stored round 0 of the same attempt and rubric. */
export function roundProblem(round: number, first: { reworkRecommended: boolean } | null): string | null {
  if (!GRADING_ROUNDS.includes(round as GradingRound))
    return 'round is 0 (the first grading) or 1 (the single re-grade after rework); there is no round 2';
  if (round === 1 && first === null) return 'round 1 needs a round 0 of this rubric first';
  if (round === 1 && !first!.reworkRecommended) return 'round 1 follows only a round 0 that recommended rework';
  return null;
}

// ---------------------------------------------------------------------------
// The advisory summary of a cohort
// ---------------------------------------------------------------------------

/** The columns of a stored graded verification that the summary reads. */
export interface GradedEvidence {
  attemptId: string;
  rubricDigest: string;
  round: number;
  criterionIds: readonly string[];
  scores: readonly number[];
  belowThreshold: readonly string[];
  reworkRecommended: boolean;
  independent: boolean;
  graderModel: string;
  recordedAt: number;
  contentDigest: string;
}

/** What one graded attempt means to the summary, as of an instant. */
export interface GradedAttemptFacts {
  first: GradedEvidence;
  /** The round-1 re-grade, or null. */
  regrade: GradedEvidence | null;
  /** The latest round: the re-grade when there is one. */
  latest: GradedEvidence;
  /** The graded verdict: every required criterion of the latest round at or above the threshold. */
  gradedPass: boolean;
  /** The attempt's latest human decision as of asOf (the reliability fold's definition), or null. */
  humanDecision: HumanDecision | null;
}

/** Whether the graded verdict agrees with the human: pass with ACCEPTED, fail with REJECTED or REWORK_REQUESTED. */
export function agreesWithHuman(facts: Pick<GradedAttemptFacts, 'gradedPass' | 'humanDecision'>): boolean {
  return facts.gradedPass === (facts.humanDecision === 'ACCEPTED');
}

export const GRADED_RATE_NAMES = ['reworkRecommendedRate', 'humanAgreementRate'] as const;
export type GradedRateName = (typeof GRADED_RATE_NAMES)[number];

/** The summary's rates, one row each (like RATE_DEFINITIONS): which graded attempts count, among which. */
export const GRADED_RATE_DEFINITIONS: Record<
  GradedRateName,
  { counts(facts: GradedAttemptFacts): boolean; among(facts: GradedAttemptFacts): boolean }
> = {
  reworkRecommendedRate: { counts: (f) => f.first.reworkRecommended, among: () => true },
  humanAgreementRate: { counts: (f) => agreesWithHuman(f), among: (f) => f.humanDecision !== null },
};

/** The per-criterion numbers, one row each: over round-0 scores, and over round-0 → round-1 pairs. */
export const CRITERION_DEFINITIONS = {
  /** Round-0 scores of the criterion, counted per level 1..4. */
  distribution: 'round-0 scores of the criterion, counted per level 1..4',
  /** Among round-0 gradings that scored it, those under the rubric's threshold. */
  belowThresholdRate: 'round-0 scores under the threshold, among round-0 gradings that scored the criterion',
  /** Mean of (round-1 score - round-0 score) over attempts whose both rounds scored it. */
  meanChangeAfterRework: 'mean of round-1 score minus round-0 score, over attempts whose both rounds scored the criterion',
} as const;

export interface CriterionSummary {
  criterionId: string;
  required: boolean;
  /** Round-0 gradings that scored this criterion. */
  scored: number;
  /** Round-0 scores per level: [level 1, level 2, level 3, level 4]. Always shown. */
  distribution: [number, number, number, number];
  belowThresholdRate: Rate;
  /** Attempts whose round 0 and round 1 both scored this criterion. */
  reworkPairs: number;
  meanChangeAfterRework: number | null;
}

export interface HumanAgreementCounts {
  /** Graded pass, human ACCEPTED. */
  passAccepted: number;
  /** Graded pass, human REJECTED or REWORK_REQUESTED. */
  passRejected: number;
  /** Graded fail, human ACCEPTED. */
  failAccepted: number;
  /** Graded fail, human REJECTED or REWORK_REQUESTED. */
  failRejected: number;
}

// ---------------------------------------------------------------------------
// Grader calibration: the graded verdict against the human decision, as a 2x2 table,
// with raw agreement and Cohen's kappa (Cohen 1960)
// ---------------------------------------------------------------------------

/** One 2x2 table (the counts of HumanAgreementCounts) and what it says about agreement beyond chance. */
export interface Calibration extends HumanAgreementCounts {
  /** Attempts in the table: the four counts together. */
  total: number;
  /** p_o = (passAccepted + failRejected) / total. Null when total is 0 or the state is not OK. */
  rawAgreement: number | null;
  /** p_e = P(graded pass) P(accepted) + P(graded fail) P(rejected), from the table's margins. Null as rawAgreement. */
  expectedAgreement: number | null;
  /** (p_o - p_e) / (1 - p_e); null as rawAgreement, and null when p_e = 1 (both sides constant and equal: chance explains it all). */
  kappa: number | null;
}

/**
 * Cohen's kappa from observed and chance agreement (Cohen 1960, eq. 1): the share of
 * the agreement not expected by chance that was reached. Undefined, so null, when
 * chance agreement is 1.
 */
export function kappaOf(observed: number, expected: number): number | null {
  return expected === 1 ? null : (observed - expected) / (1 - expected);
}

/**
 * The calibration of a 2x2 table. Computed from the integer counts, so the result
 * does not depend on the order in which proportions are added:
 *   n = a + b + c + d, S = (a + b)(a + c) + (c + d)(b + d),
 *   p_o = (a + d) / n, p_e = S / n², kappa = (n(a + d) - S) / (n² - S),
 * with a = passAccepted, b = passRejected, c = failAccepted, d = failRejected.
 * p_e = 1 exactly when S = n², which is when kappa is null.
 */
export function calibrationOf(counts: HumanAgreementCounts, suppressed = false): Calibration {
  const { passAccepted: a, passRejected: b, failAccepted: c, failRejected: d } = counts;
  const n = a + b + c + d;
  const base = { passAccepted: a, passRejected: b, failAccepted: c, failRejected: d, total: n };
  if (suppressed || n === 0) return { ...base, rawAgreement: null, expectedAgreement: null, kappa: null };
  const chance = (a + b) * (a + c) + (c + d) * (b + d);
  return {
    ...base,
    rawAgreement: (a + d) / n,
    expectedAgreement: chance / (n * n),
    kappa: chance === n * n ? null : (n * (a + d) - chance) / (n * n - chance),
  };
}

export interface CriterionCalibration extends Calibration {
  criterionId: string;
  required: boolean;
}

export interface GraderCalibration {
  /** The grader model of the latest round of each attempt counted. */
  graderModel: string;
  /** Whether that model differs from the attempt's runtime model; independent and not-independent graders are never pooled. */
  independent: boolean;
  /** The summary's graded verdict (every required criterion of the latest round at or above the threshold) against the human decision. */
  verdict: Calibration;
  /** Per rubric criterion, in rubric order: its latest-round score at or above the threshold (pass) or not, where the latest round scored it. */
  criteria: CriterionCalibration[];
}

const emptyCounts = (): HumanAgreementCounts => ({ passAccepted: 0, passRejected: 0, failAccepted: 0, failRejected: 0 });

function tally(counts: HumanAgreementCounts, pass: boolean, accepted: boolean) {
  if (pass) counts[accepted ? 'passAccepted' : 'passRejected'] += 1;
  else counts[accepted ? 'failAccepted' : 'failRejected'] += 1;
}

/**
 * Grader calibration over graded attempts a human decided on, grouped by the latest
 * round's (graderModel, independent), in code-point order of graderModel, the
 * independent group first.
 */
export function graderCalibration(
  folded: readonly GradedAttemptFacts[],
  rubric: Pick<RubricDocument, 'criteria' | 'threshold'>,
  suppressed: boolean,
): GraderCalibration[] {
  const groups = new Map<
    string,
    { graderModel: string; independent: boolean; verdict: HumanAgreementCounts; criteria: HumanAgreementCounts[] }
  >();
  for (const facts of folded) {
    if (facts.humanDecision === null) continue;
    const { graderModel, independent } = facts.latest;
    const key = JSON.stringify([graderModel, independent]);
    const group = groups.get(key) ?? { graderModel, independent, verdict: emptyCounts(), criteria: rubric.criteria.map(emptyCounts) };
    groups.set(key, group);
    const accepted = facts.humanDecision === 'ACCEPTED';
    tally(group.verdict, facts.gradedPass, accepted);
    rubric.criteria.forEach((criterion, index) => {
      const at = facts.latest.criterionIds.indexOf(criterion.id);
      if (at >= 0) tally(group.criteria[index]!, facts.latest.scores[at]! >= rubric.threshold, accepted);
    });
  }
  return [...groups.values()]
    .sort((x, y) => compareUtf16CodeUnits(x.graderModel, y.graderModel) || Number(y.independent) - Number(x.independent))
    .map((group) => ({
      graderModel: group.graderModel,
      independent: group.independent,
      verdict: calibrationOf(group.verdict, suppressed),
      criteria: rubric.criteria.map((criterion, index) => ({
        criterionId: criterion.id,
        required: criterion.required,
        ...calibrationOf(group.criteria[index]!, suppressed),
      })),
    }));
}

export interface GradedSummaryQuery {
  rubric: RubricDocument & { digest: string };
  asOf: number;
  window: Window;
  minSamples: number;
}

export interface GradedSummary {
  state: EvidenceState;
  asOf: number;
  window: Window;
  minSamples: number;
  /** Attempts the window selects, graded or not. */
  attemptsInWindow: number;
  /** Attempts in the window with a round-0 grading of this rubric recorded by asOf. */
  sampleSize: number;
  regradedCount: number;
  /** Graded attempts whose latest round's grader model is the attempt's runtime model. */
  notIndependentCount: number;
  rates: Record<GradedRateName, Rate>;
  criteria: CriterionSummary[];
  /** Pooled over every criterion scored in both rounds of a re-graded attempt. */
  meanChangeAfterRework: number | null;
  humanAgreement: HumanAgreementCounts;
  /** Per grader model of the latest round, independent and not-independent apart. */
  graderCalibration: GraderCalibration[];
  unresolvedDriftAttemptIds: string[];
  evidenceDigest: string;
  evidenceRowCount: number;
}

const mean = (values: readonly number[], suppressed: boolean) =>
  suppressed || values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The advisory summary of one cohort for one rubric as of `query.asOf`, over the
 * reliability report's window (the same as-of cut, window and fail-closed state,
 * with sampleSize = the graded attempts in the window).
 *
 * Evidence that contributed (what evidenceDigest covers): every graded attempt in
 * the window with all its adjudications recorded by asOf (they decide the human
 * decision), its gradings of this rubric recorded by asOf, and the cohort's drift
 * adjudications (they decide the state).
 */
export function gradedSummary(evidence: CohortEvidence, graded: readonly GradedEvidence[], query: GradedSummaryQuery): GradedSummary {
  const view = evidenceAsOf(evidence, query.asOf);
  const inWindow = selectWindow(view.candidates, query.window, query.asOf);
  const roundsOf = new Map<string, GradedEvidence[]>();
  for (const grading of graded)
    if (grading.rubricDigest === query.rubric.digest && grading.recordedAt <= query.asOf)
      roundsOf.set(grading.attemptId, [...(roundsOf.get(grading.attemptId) ?? []), grading]);

  const folded: { attempt: AttemptEvidence; facts: GradedAttemptFacts }[] = [];
  for (const attempt of inWindow) {
    const rounds = roundsOf.get(attempt.id) ?? [];
    const first = rounds.find((grading) => grading.round === 0);
    if (!first) continue;
    const regrade = rounds.find((grading) => grading.round === 1) ?? null;
    const latest = regrade ?? first;
    const attemptFacts: AttemptFacts = view.facts.get(attempt.id)!;
    folded.push({
      attempt,
      facts: { first, regrade, latest, gradedPass: latest.belowThreshold.length === 0, humanDecision: attemptFacts.humanDecision },
    });
  }

  const drift = driftOf(view);
  const state = evidenceStateOf(drift.attemptIds.length > 0, folded.length, query.minSamples);
  const suppressed = state !== 'OK';

  const rates = Object.fromEntries(
    GRADED_RATE_NAMES.map((name) => {
      const definition = GRADED_RATE_DEFINITIONS[name];
      const among = folded.filter(({ facts }) => definition.among(facts));
      return [name, rateOf(among.filter(({ facts }) => definition.counts(facts)).length, among.length, suppressed)];
    }),
  ) as Record<GradedRateName, Rate>;

  const scoreIn = (grading: GradedEvidence, criterionId: string) => {
    const index = grading.criterionIds.indexOf(criterionId);
    return index < 0 ? null : grading.scores[index]!;
  };
  const pooledChanges: number[] = [];
  const criteria = query.rubric.criteria.map((criterion): CriterionSummary => {
    const distribution: [number, number, number, number] = [0, 0, 0, 0];
    let below = 0;
    const changes: number[] = [];
    for (const { facts } of folded) {
      const first = scoreIn(facts.first, criterion.id);
      if (first === null) continue;
      distribution[first - 1]! += 1;
      if (first < query.rubric.threshold) below += 1;
      const second = facts.regrade === null ? null : scoreIn(facts.regrade, criterion.id);
      if (second !== null) changes.push(second - first);
    }
    pooledChanges.push(...changes);
    const scored = distribution.reduce((sum, count) => sum + count, 0);
    return {
      criterionId: criterion.id,
      required: criterion.required,
      scored,
      distribution,
      belowThresholdRate: rateOf(below, scored, suppressed),
      reworkPairs: changes.length,
      meanChangeAfterRework: mean(changes, suppressed),
    };
  });

  const humanAgreement: HumanAgreementCounts = { passAccepted: 0, passRejected: 0, failAccepted: 0, failRejected: 0 };
  for (const { facts } of folded) {
    if (facts.humanDecision === null) continue;
    const accepted = facts.humanDecision === 'ACCEPTED';
    if (facts.gradedPass) humanAgreement[accepted ? 'passAccepted' : 'passRejected'] += 1;
    else humanAgreement[accepted ? 'failAccepted' : 'failRejected'] += 1;
  }

  const contributing: string[] = [];
  for (const { attempt, facts } of folded) {
    contributing.push(attempt.contentDigest, facts.first.contentDigest);
    if (facts.regrade) contributing.push(facts.regrade.contentDigest);
    for (const adjudication of view.adjudicationsOf.get(attempt.id)!) contributing.push(adjudication.contentDigest);
  }
  for (const adjudication of drift.adjudications) contributing.push(adjudication.contentDigest);
  const distinct = new Set(contributing);

  return {
    state,
    asOf: query.asOf,
    window: query.window,
    minSamples: query.minSamples,
    attemptsInWindow: inWindow.length,
    sampleSize: folded.length,
    regradedCount: folded.filter(({ facts }) => facts.regrade !== null).length,
    notIndependentCount: folded.filter(({ facts }) => !facts.latest.independent).length,
    rates,
    criteria,
    meanChangeAfterRework: mean(pooledChanges, suppressed),
    humanAgreement,
    graderCalibration: graderCalibration(
      folded.map(({ facts }) => facts),
      query.rubric,
      suppressed,
    ),
    unresolvedDriftAttemptIds: drift.attemptIds,
    evidenceDigest: evidenceDigestOf(distinct),
    evidenceRowCount: distinct.size,
  };
}
