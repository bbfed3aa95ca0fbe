// A cohort's reports walked instant by instant (docs/specification.md §12, "Instants";
// docs/decisions.md, "The alert evaluator walks a cohort's instants"). The alert evaluator
// reads a cohort's report as of each instant of new evidence; folding the whole report
// at every instant cost (cohort history × instants). The walk keeps the as-of view of
// `evidenceAsOf` between instants instead and changes only what the rows stamped since
// the previous instant change:
//
// - an attempt is folded when it is recorded, and folded again only when an adjudication
//   of it is recorded or a verifier registry or withdrawal row of a verifier it names is
//   stamped (the only things its facts depend on besides itself);
// - it becomes a candidate once finished; each window keeps its members and their rate
//   counts, adding an attempt as it enters and removing it as it leaves;
// - the cohort's unresolved drift is a count, its critical candidates a set.
//
// What a rule's condition reads (state, a rate's counts, the critical ids) comes from
// these without a report; the full report, with its evidence digest, is built only where
// an alert is raised, by `reportOfView`, the very function `reliabilityReport` applies to
// `evidenceAsOf` (test/unit/cohort-walk.test.ts compares the two at every instant).
import { compareUtf16CodeUnits } from './canonical.js';
import {
  cohortCondition,
  cohortSignal,
  cohortTransition,
  criticalIdsOf,
  reportQueriesOf,
  type CohortAlertKind,
  type ReportsAt,
  type SummariesAt,
  type WindowSummary,
} from './alerts.js';
import {
  RATE_DEFINITIONS,
  RATE_NAMES,
  foldAttempt,
  reportOfView,
  type AdjudicationEvidence,
  type AttemptEvidence,
  type AttemptFacts,
  type CohortEvidence,
  type EvidenceAsOf,
  type RateName,
  type ReliabilityReport,
} from './reliability.js';
import { verdictJudgeAsOf, type VerdictJudge } from './verification.js';
import { evidenceStateOf, windowStart, type Window } from './window.js';

/** One report a rule reads at each instant: its name, window and minSamples (reportQueriesOf). */
export interface WalkQuery {
  name: 'report' | 'long' | 'short';
  window: Window;
  minSamples: number;
}

interface Node {
  attempt: AttemptEvidence;
  rank: number;
  /** Its adjudications recorded by the walk's instant, in seq order. */
  adjudications: AdjudicationEvidence[];
  facts: AttemptFacts;
  candidate: boolean;
  /** Bit i: a member of window i. */
  windows: number;
}

interface WindowState {
  query: WalkQuery;
  bit: number;
  /**
   * The rank of the window's oldest member: every candidate of this rank or above is a
   * member (lastDays: the first rank finished after the window's start).
   */
  edge: number;
  size: number;
  numerators: Uint32Array;
  denominators: Uint32Array;
}

/** Oldest first: the order `compareRecentFirst` reverses. */
const compareOldestFirst = (a: AttemptEvidence, b: AttemptEvidence) => a.finishedAt - b.finishedAt || compareUtf16CodeUnits(a.id, b.id);

/** How many rows the walk handles between two chances for its caller to pause. */
const ROWS_PER_STEP = 256;

function insertSorted<T>(list: T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(list[middle]!, item) <= 0) low = middle + 1;
    else high = middle;
  }
  list.splice(low, 0, item);
  return low;
}

const bySeq = (a: AdjudicationEvidence, b: AdjudicationEvidence) => a.seq - b.seq;

export class CohortWalk {
  private asOf = Number.NEGATIVE_INFINITY;
  private readonly attempts: AttemptEvidence[];
  private readonly adjudications: AdjudicationEvidence[];
  private readonly adjudicationsByAttempt = new Map<string, AdjudicationEvidence[]>();
  private readonly trustStamps: { stamp: number; verifierRef: string }[];
  private nextAttempt = 0;
  private nextAdjudication = 0;
  private nextTrust = 0;
  private judge: VerdictJudge;

  private readonly nodes = new Map<string, Node>();
  private readonly recorded: AttemptEvidence[] = [];
  private readonly adjudicationsOf = new Map<string, AdjudicationEvidence[]>();
  private readonly facts = new Map<string, AttemptFacts>();
  /** Recorded, not finished by the instant, by finishedAt (from `pendingHead` on). */
  private pending: Node[] = [];
  private pendingHead = 0;
  /**
   * Every attempt of the evidence, oldest first (finishedAt, then id): an attempt's index
   * is its rank. Candidates are the recorded and finished nodes among them, so a window's
   * edge moves over ranks and nothing is ever inserted in the middle of a list.
   */
  private readonly byRank: AttemptEvidence[];
  private readonly nodeAt: (Node | undefined)[];
  private readonly rankOf = new Map<string, number>();
  /** The recorded attempts whose verifications (its own or an adjudication's) name each verifier. */
  private readonly namedBy = new Map<string, Set<Node>>();
  private readonly windows: WindowState[];
  private driftCount = 0;
  private readonly critical = new Set<string>();
  private criticalValue: string | null = '';

  constructor(
    private readonly evidence: CohortEvidence,
    queries: readonly WalkQuery[],
  ) {
    this.attempts = [...evidence.attempts].sort((a, b) => a.recordedAt - b.recordedAt);
    // Loads come ordered by finishedAt already, which the sort (a merge of runs) takes in one pass.
    this.byRank = [...evidence.attempts].sort(compareOldestFirst);
    this.byRank.forEach((attempt, rank) => this.rankOf.set(attempt.id, rank));
    this.nodeAt = new Array(this.byRank.length);
    this.adjudications = [...evidence.adjudications].sort((a, b) => a.recordedAt - b.recordedAt);
    for (const adjudication of evidence.adjudications) {
      const list = this.adjudicationsByAttempt.get(adjudication.attemptId);
      if (list) list.push(adjudication);
      else this.adjudicationsByAttempt.set(adjudication.attemptId, [adjudication]);
    }
    const trust = evidence.trust;
    this.trustStamps = trust
      ? [
          ...trust.verifiers.map((row) => ({ stamp: row.registeredAt, verifierRef: row.verifierRef })),
          ...trust.withdrawals.map((row) => ({ stamp: row.withdrawnAt, verifierRef: row.verifierRef })),
        ].sort((a, b) => a.stamp - b.stamp)
      : [];
    this.judge = verdictJudgeAsOf(trust, this.asOf);
    this.windows = queries.map((query, index) => ({
      query,
      bit: 1 << index,
      edge: 0,
      size: 0,
      numerators: new Uint32Array(RATE_NAMES.length),
      denominators: new Uint32Array(RATE_NAMES.length),
    }));
  }

  /** The instant the view stands at. */
  get instant(): number {
    return this.asOf;
  }

  /** The earliest stamp of a row the walk has not taken in yet (null: none). */
  nextStamp(): number | null {
    const stamps = [
      this.attempts[this.nextAttempt]?.recordedAt,
      this.adjudications[this.nextAdjudication]?.recordedAt,
      this.trustStamps[this.nextTrust]?.stamp,
    ];
    const known = stamps.filter((stamp): stamp is number => stamp !== undefined);
    return known.length === 0 ? null : Math.min(...known);
  }

  /** Moves the view to `asOf` at once. */
  advance(asOf: number): void {
    for (const _ of this.steps(asOf));
  }

  /**
   * Moves the view to `asOf` (not before its instant), pausing every few hundred rows so
   * a caller on a shared thread can let other work run; the view is as of `asOf` once the
   * generator is done, and must not be read before.
   */
  *steps(asOf: number): Generator<void, void, void> {
    if (asOf < this.asOf) throw new RangeError(`the walk stands at ${this.asOf} and cannot go back to ${asOf}`);
    let rows = 0;
    const pause = () => ++rows % ROWS_PER_STEP === 0;
    const dirty = new Set<Node>();

    // Registry and withdrawal rows: the judge as of asOf, and every attempt naming their verifiers to fold again.
    let trustMoved = false;
    while (this.nextTrust < this.trustStamps.length && this.trustStamps[this.nextTrust]!.stamp <= asOf) {
      const { verifierRef } = this.trustStamps[this.nextTrust++]!;
      trustMoved = true;
      for (const node of this.namedBy.get(verifierRef) ?? []) dirty.add(node);
    }
    if (trustMoved) this.judge = verdictJudgeAsOf(this.evidence.trust, asOf);

    // Adjudications of attempts already recorded (those of an attempt recorded later come with it).
    while (this.nextAdjudication < this.adjudications.length && this.adjudications[this.nextAdjudication]!.recordedAt <= asOf) {
      const adjudication = this.adjudications[this.nextAdjudication++]!;
      const node = this.nodes.get(adjudication.attemptId);
      if (!node) continue;
      insertSorted(node.adjudications, adjudication, bySeq);
      this.name(adjudication.verifierRef, node);
      dirty.add(node);
      if (pause()) yield;
    }

    // Attempts recorded: folded with their adjudications recorded by asOf.
    const finished: Node[] = [];
    while (this.nextAttempt < this.attempts.length && this.attempts[this.nextAttempt]!.recordedAt <= asOf) {
      const attempt = this.attempts[this.nextAttempt++]!;
      const adjudications = (this.adjudicationsByAttempt.get(attempt.id) ?? []).filter((item) => item.recordedAt <= asOf).sort(bySeq);
      const node: Node = {
        attempt,
        rank: this.rankOf.get(attempt.id)!,
        adjudications,
        facts: this.fold(attempt, adjudications),
        candidate: false,
        windows: 0,
      };
      this.nodes.set(attempt.id, node);
      this.nodeAt[node.rank] = node;
      this.recorded.push(attempt);
      this.adjudicationsOf.set(attempt.id, adjudications);
      this.facts.set(attempt.id, node.facts);
      if (node.facts.unresolvedDrift) this.driftCount++;
      this.name(attempt.verifierRef, node);
      for (const adjudication of adjudications) this.name(adjudication.verifierRef, node);
      if (attempt.finishedAt <= asOf) finished.push(node);
      else insertSorted(this.pending, node, (a, b) => a.attempt.finishedAt - b.attempt.finishedAt);
      if (pause()) yield;
    }

    for (const node of dirty) {
      this.setFacts(node, this.fold(node.attempt, node.adjudications));
      if (pause()) yield;
    }

    // lastDays windows: members that finished at or before the new start leave.
    for (const state of this.windows) {
      const start = windowStart(state.query.window, asOf);
      if (start === null) continue;
      while (state.edge < this.byRank.length && this.byRank[state.edge]!.finishedAt <= start) {
        const node = this.nodeAt[state.edge++];
        if (node && node.windows & state.bit) this.leave(state, node);
        if (pause()) yield;
      }
    }

    // Attempts finished by asOf become candidates, and enter the windows that take them.
    while (this.pendingHead < this.pending.length && this.pending[this.pendingHead]!.attempt.finishedAt <= asOf)
      finished.push(this.pending[this.pendingHead++]!);
    if (this.pendingHead > 0 && this.pendingHead * 2 >= this.pending.length) {
      this.pending = this.pending.slice(this.pendingHead);
      this.pendingHead = 0;
    }
    for (const node of finished) {
      this.becomeCandidate(node, asOf);
      if (pause()) yield;
    }
    this.asOf = asOf;
  }

  /** What the rule's condition reads of each window as of the walk's instant. */
  summaries(): SummariesAt {
    const summaries: SummariesAt = {};
    for (const state of this.windows) {
      const summary: WindowSummary = {
        state: evidenceStateOf(this.driftCount > 0, state.size, state.query.minSamples),
        counts: (rate: RateName) => {
          const index = RATE_NAMES.indexOf(rate);
          return { numerator: state.numerators[index]!, denominator: state.denominators[index]! };
        },
        criticalIds: () => (this.criticalValue ??= criticalIdsOf([...this.critical])),
      };
      summaries[state.query.name] = summary;
    }
    return summaries;
  }

  /** The view `evidenceAsOf` gives as of the walk's instant. */
  view(): EvidenceAsOf {
    return {
      asOf: this.asOf,
      recorded: this.recorded,
      adjudicationsOf: this.adjudicationsOf,
      facts: this.facts,
      candidates: this.candidatesRecentFirst(),
    };
  }

  /** The full reports as of the walk's instant: `reliabilityReport` of the evidence, from the view kept. */
  reports(): Partial<Record<WalkQuery['name'], ReliabilityReport>> {
    const view = this.view();
    return Object.fromEntries(
      this.windows.map((state) => [
        state.query.name,
        reportOfView(view, { asOf: this.asOf, window: state.query.window, minSamples: state.query.minSamples }),
      ]),
    );
  }

  private fold(attempt: AttemptEvidence, adjudications: readonly AdjudicationEvidence[]): AttemptFacts {
    return foldAttempt(attempt, adjudications, this.evidence.model, this.judge);
  }

  private name(verifierRef: string | null, node: Node): void {
    if (verifierRef === null) return;
    const nodes = this.namedBy.get(verifierRef);
    if (nodes) nodes.add(node);
    else this.namedBy.set(verifierRef, new Set([node]));
  }

  private setFacts(node: Node, facts: AttemptFacts): void {
    for (const state of this.windows) if (node.windows & state.bit) this.count(state, node.attempt, node.facts, -1);
    if (node.facts.unresolvedDrift) this.driftCount--;
    if (node.candidate && node.facts.critical) this.unlistCritical(node);
    node.facts = facts;
    this.facts.set(node.attempt.id, facts);
    for (const state of this.windows) if (node.windows & state.bit) this.count(state, node.attempt, facts, 1);
    if (facts.unresolvedDrift) this.driftCount++;
    if (node.candidate && facts.critical) this.listCritical(node);
  }

  private candidatesRecentFirst(): AttemptEvidence[] {
    const candidates: AttemptEvidence[] = [];
    for (let rank = this.byRank.length - 1; rank >= 0; rank--) if (this.nodeAt[rank]?.candidate) candidates.push(this.byRank[rank]!);
    return candidates;
  }

  private becomeCandidate(node: Node, asOf: number): void {
    node.candidate = true;
    if (node.facts.critical) this.listCritical(node);
    for (const state of this.windows) {
      const window = state.query.window;
      if ('lastAttempts' in window) {
        // The window is the newest lastAttempts candidates: while it has room every one enters;
        // then a newer one than its oldest member enters and pushes that member out.
        if (state.size < window.lastAttempts) {
          state.edge = state.size === 0 ? node.rank : Math.min(state.edge, node.rank);
          this.enter(state, node);
        } else if (node.rank > state.edge) {
          this.enter(state, node);
          this.leave(state, this.nodeAt[state.edge]!);
          // The edge only moves up, so its scans add up to one pass over the ranks.
          do state.edge++;
          while (!this.nodeAt[state.edge]?.candidate);
        }
      } else if (node.attempt.finishedAt > windowStart(window, asOf)!) this.enter(state, node);
    }
  }

  private enter(state: WindowState, node: Node): void {
    node.windows |= state.bit;
    state.size++;
    this.count(state, node.attempt, node.facts, 1);
  }

  private leave(state: WindowState, node: Node): void {
    node.windows &= ~state.bit;
    state.size--;
    this.count(state, node.attempt, node.facts, -1);
  }

  /** Adds (+1) or removes (-1) one attempt's decisions to a window's rate counts (the decisions `tallyRates` counts). */
  private count(state: WindowState, attempt: AttemptEvidence, facts: AttemptFacts, sign: 1 | -1): void {
    for (let i = 0; i < RATE_NAMES.length; i++) {
      const decision = RATE_DEFINITIONS[RATE_NAMES[i]!](attempt, facts);
      if (!decision.denominator) continue;
      state.denominators[i]! += sign;
      if (decision.numerator) state.numerators[i]! += sign;
    }
  }

  private listCritical(node: Node): void {
    this.critical.add(node.attempt.id);
    this.criticalValue = null;
  }

  private unlistCritical(node: Node): void {
    this.critical.delete(node.attempt.id);
    this.criticalValue = null;
  }
}

/** One transition of a cohort rule: the instant, the digest of the report as of it, the alert's details. */
export interface CohortTransitionAt {
  transitionAt: number;
  reportDigest: string;
  details: Record<string, unknown>;
}

/**
 * The transitions of a cohort rule at `instants` (ascending, after `baseline`), each
 * compared with the previous instant, the first with `baseline` (docs/specification.md
 * §12): what re-folding `reliabilityReport` at every instant gives, walked instead. A
 * generator that pauses every few hundred rows; its return value is the transitions.
 */
export function* cohortTransitionsOf(
  kind: CohortAlertKind,
  parameters: Record<string, unknown>,
  evidence: CohortEvidence,
  baseline: number,
  instants: readonly number[],
): Generator<void, CohortTransitionAt[], void> {
  const walk = new CohortWalk(evidence, reportQueriesOf(kind, parameters));
  // Up to the baseline stamp by stamp: the same work as one step, in pieces a caller can pause between.
  for (let stamp = walk.nextStamp(); stamp !== null && stamp <= baseline; stamp = walk.nextStamp()) yield* walk.steps(stamp);
  yield* walk.steps(baseline);
  let previous = cohortCondition(kind, parameters, walk.summaries());
  const transitions: CohortTransitionAt[] = [];
  for (const instant of instants) {
    yield* walk.steps(instant);
    const current = cohortCondition(kind, parameters, walk.summaries());
    // The full report, with its evidence digest, only where the condition changes into one that raises.
    if (current.value !== previous.value && current.raises) {
      const signal = cohortSignal(kind, parameters, walk.reports() as ReportsAt);
      const details = cohortTransition(kind, previous, signal);
      if (details) transitions.push({ transitionAt: instant, reportDigest: signal.reportDigest, details });
    }
    previous = current;
    yield;
  }
  return transitions;
}
