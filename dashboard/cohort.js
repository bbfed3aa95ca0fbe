// A cohort's page: its nine rates with intervals, what a verified success costs beside the
// verified-pass rate, the trend, the graded summary and the
// graded attempts (advisory), the alerts raised about it, critical failures, drift, its lineage (relatives measured
// at the same instant) with the comparison against its predecessor, and what the numbers are as of.
import { gql, unwrap } from './api.js';
import {
  ATTEMPT,
  COHORT_REPORT,
  COMPARISON,
  GRADED_ATTEMPTS,
  GRADED_SUMMARY,
  LINEAGE,
  RATE_NAMES,
  RELATIVE_REPORT,
  SERIES,
} from './queries.js';
import { cohortAlerts, cohortAlertsSection } from './alerts.js';
import { gradedRubrics, gradingsSection } from './gradings.js';
import { loadProjectLabels, projectName } from './projects.js';
import {
  criticalMarker,
  duration,
  errorBox,
  h,
  put,
  instant,
  intervalLegend,
  intervalPicture,
  labelsOf,
  percent,
  rateText,
  stateBadge,
} from './ui.js';
import { hrefOf, reportArguments } from './route.js';
import { provenance, reportControls } from './controls.js';
import { seriesTable, trendPlot } from './trend.js';
import { costSection } from './cost.js';

const DAY_MS = 86_400_000;

export async function renderCohort(main, cohortId, params) {
  const bucket = params.get('bucket') === 'DAY' ? 'DAY' : 'WEEK';
  const bucketMin = params.get('bucketMin') ?? '3';
  const rateName = RATE_NAMES.some(([name]) => name === params.get('rate')) ? params.get('rate') : 'independentlyVerifiedPassRate';
  const argumentsOf = reportArguments(params);
  const report = unwrap((await gql(COHORT_REPORT, { cohortId, ...argumentsOf })).reliability);
  if (!report) {
    main.replaceChildren(
      h('h2', {}, 'Cohort'),
      h('p', { class: 'error', role: 'alert' }, 'No such cohort, or this token may not read it.'),
    );
    return;
  }
  // Everything else on the page is asked as of the report's own instant, so it all agrees.
  const asOf = report.asOf;
  const from = report.window.start ?? report.oldestFinishedAt ?? new Date(Date.parse(asOf) - 30 * DAY_MS).toISOString();
  const [seriesAnswer, lineageAnswer, driftAttempts, gradedAttempts, alerts] = await Promise.all([
    gql(SERIES, { cohortId, bucket, from, to: asOf, minSamples: Number(bucketMin) }).then(
      (data) => unwrap(data.reliabilitySeries),
      (error) => error,
    ),
    gql(LINEAGE, { cohortId }).then((data) => data.cohortLineage),
    Promise.all(report.unresolvedDriftAttemptIds.map((id) => gql(ATTEMPT, { id }).then((data) => data.attempt))),
    gql(GRADED_ATTEMPTS, { cohortId }).then((data) => data.attempts.edges.map((edge) => edge.node)),
    cohortAlerts(report.cohort.projectId, report.cohort.ledgerId).catch((error) => error),
    loadProjectLabels([report.cohort.projectId]),
  ]);
  // The graded summary of the chosen rubric (default: the one graded last), as of the report's instant and window.
  const rubrics = gradedRubrics(gradedAttempts, asOf);
  const chosenRubric = params.get('rubric') || rubrics[0]?.digest || null;
  const gradedSummary = chosenRubric
    ? await gql(GRADED_SUMMARY, {
        cohortId,
        rubricDigest: chosenRubric,
        window: argumentsOf.window,
        asOf,
        minSamples: argumentsOf.minSamples,
      }).then(
        (data) => unwrap(data.gradedSummary),
        (error) => error,
      )
    : null;
  const relatives = lineageAnswer?.relatives ?? [];
  const predecessor = predecessorOf(report.cohort, relatives);
  const [relativeReports, comparison] = await Promise.all([
    Promise.all(
      relatives.map((relative) =>
        gql(RELATIVE_REPORT, {
          cohortId: relative.cohort.ledgerId,
          window: argumentsOf.window,
          asOf,
          minSamples: argumentsOf.minSamples,
        }).then(
          (data) => data.reliability,
          () => null,
        ),
      ),
    ),
    predecessor
      ? gql(COMPARISON, {
          a: predecessor.cohort.ledgerId,
          b: cohortId,
          window: argumentsOf.window,
          asOf,
          minSamples: argumentsOf.minSamples,
        }).then(
          (data) => unwrap(data.cohortComparison),
          (error) => error,
        )
      : null,
  ]);

  const { model, policy } = labelsOf(report.cohort);
  const extra = [
    h(
      'label',
      {},
      'trend by ',
      h(
        'select',
        { name: 'bucket', id: 'bucket' },
        h('option', { value: 'WEEK', selected: bucket === 'WEEK' }, 'week'),
        h('option', { value: 'DAY', selected: bucket === 'DAY' }, 'day'),
      ),
    ),
    h('label', {}, 'min per bucket ', h('input', { name: 'bucketMin', id: 'bucket-min', type: 'number', min: 1, value: bucketMin })),
  ];
  const controls = reportControls({
    view: 'cohort',
    id: cohortId,
    params,
    extra,
    onApply: (next) => {
      next.set('bucket', controls.elements.bucket.value);
      next.set('bucketMin', controls.elements.bucketMin.value || '3');
    },
  });

  const rateSelect = h(
    'select',
    { id: 'trend-rate', 'aria-label': 'Rate to plot' },
    RATE_NAMES.map(([name, label]) => h('option', { value: name, selected: name === rateName }, label)),
  );
  rateSelect.addEventListener('change', () => {
    const next = new URLSearchParams(params);
    next.set('rate', rateSelect.value);
    location.hash = hrefOf('cohort', cohortId, next);
  });
  const rateLabel = RATE_NAMES.find(([name]) => name === rateName)[1];

  put(
    main,
    h(
      'p',
      { class: 'crumbs' },
      h(
        'a',
        { href: hrefOf('overview', null, new URLSearchParams({ project: report.cohort.projectId })) },
        `← Cohorts of ${projectName(report.cohort.projectId)}`,
      ),
    ),
    h('h2', { id: 'cohort-title' }, report.cohort.capabilityKey, ' ', stateBadge(report.state)),
    h(
      'p',
      { class: 'labels' },
      h(
        'span',
        {},
        'project ',
        h('strong', { id: 'project-name', 'data-project': report.cohort.projectId }, projectName(report.cohort.projectId)),
      ),
      h('span', {}, 'model ', h('strong', {}, model)),
      h('span', {}, 'policy ', h('strong', {}, policy)),
      h('span', {}, 'cohort ', h('code', {}, report.cohort.ledgerId)),
    ),
    controls,
    provenance({
      view: 'cohort',
      id: cohortId,
      params,
      asOf,
      settledThrough: report.settledThrough,
      final: report.final,
      evidenceDigest: report.evidenceDigest,
    }),
    h(
      'section',
      { class: 'facts' },
      fact('Samples', `${report.sampleSize} / ${report.minSamples}`, 'fact-samples'),
      fact('Streak', `${report.consecutiveVerifiedPasses} verified passes`, 'fact-streak'),
      fact('Last verified pass', duration(report.evidenceFreshness.ageSeconds), 'fact-fresh'),
      fact('Critical failures', criticalMarker(report.criticalFailures.count), 'fact-critical'),
      fact('Window', windowText(report.window), 'fact-window'),
      fact('Not counted as independent', notCountedText(report.verificationsNotCountedIndependent), 'fact-not-counted'),
      fact('Evidence rows', String(report.evidenceRowCount), 'fact-rows'),
    ),
    report.state === 'EVIDENCE_DRIFT'
      ? h(
          'p',
          { class: 'notice drift', role: 'status' },
          'Unresolved evidence drift: every rate of this cohort is suppressed until the drift is resolved.',
        )
      : report.state === 'INSUFFICIENT_EVIDENCE'
        ? h(
            'p',
            { class: 'notice', role: 'status' },
            `Fewer than ${report.minSamples} attempts in the window: counts are shown, values are not.`,
          )
        : null,
    h('section', {}, h('h3', {}, 'Rates'), ratesTable(report), intervalLegend()),
    h('section', { id: 'cost-section' }, costSection(report, comparison, predecessor)),
    h(
      'section',
      {},
      h('h3', {}, 'Trend'),
      h('label', {}, 'Rate ', rateSelect),
      seriesAnswer instanceof Error
        ? errorBox(seriesAnswer)
        : [trendPlot(seriesAnswer, rateName, rateLabel), seriesTable(seriesAnswer, rateName)],
    ),
    h(
      'section',
      { id: 'gradings' },
      gradingsSection({
        summary: gradedSummary,
        attempts: gradedAttempts,
        rubrics,
        chosen: chosenRubric,
        asOf,
        onRubric: (digest) => {
          const next = new URLSearchParams(params);
          next.set('rubric', digest);
          location.hash = hrefOf('cohort', cohortId, next);
        },
      }),
    ),
    h(
      'section',
      { id: 'alerts-section' },
      alerts instanceof Error ? [h('h3', {}, 'Alerts'), errorBox(alerts)] : cohortAlertsSection(report.cohort.projectId, alerts),
    ),
    h('section', {}, h('h3', {}, 'Critical failures'), criticalTable(report.criticalFailures)),
    h('section', {}, h('h3', {}, 'Drift'), driftList(driftAttempts)),
    h(
      'section',
      {},
      h('h3', {}, 'Lineage'),
      lineageTable(report, relatives, relativeReports, params),
      comparison instanceof Error ? errorBox(comparison) : comparisonTable(predecessor, comparison),
    ),
  );
}

function fact(title, value, id) {
  return h('div', { class: 'fact' }, h('span', { class: 'fact-title' }, title), h('span', { class: 'fact-value', id }, value));
}

const attemptLink = (ledgerId, text) => h('a', { href: hrefOf('attempt', ledgerId, new URLSearchParams()) }, text);

function windowText(window) {
  if (window.lastAttempts) return `last ${window.lastAttempts} attempts to ${instant(window.end)}`;
  return `${window.lastDays} days: ${instant(window.start)} – ${instant(window.end)}`;
}

function ratesTable(report) {
  return h(
    'table',
    { class: 'rates', id: 'rates' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['Rate', 'Value and intervals', '95% Wilson', 'Anytime-valid', 'Attempts of one task as dependent', 'Count'].map((title) =>
          h('th', { scope: 'col' }, title),
        ),
      ),
    ),
    h(
      'tbody',
      {},
      RATE_NAMES.map(([name, label]) => {
        const rate = report[name];
        return h(
          'tr',
          { 'data-rate': name, 'data-value': rate.value ?? '' },
          h('th', { scope: 'row' }, label),
          h('td', {}, intervalPicture(rate, 200)),
          h(
            'td',
            { class: 'rate-text' },
            rate.value === null ? 'not shown' : `${percent(rate.value)} [${percent(rate.lower)}–${percent(rate.upper)}]`,
          ),
          h(
            'td',
            { class: 'rate-text anytime' },
            rate.anytimeLowerBound === null ? '—' : `[${percent(rate.anytimeLowerBound)}–${percent(rate.anytimeUpperBound)}]`,
          ),
          h(
            'td',
            { class: 'rate-text clustered' },
            rate.clusteredLowerBound === null
              ? '—'
              : `[${percent(rate.clusteredLowerBound)}–${percent(rate.clusteredUpperBound)}], worth ${rate.effectiveSampleSize.toFixed(1)} attempts`,
          ),
          h('td', { class: 'num' }, `${rate.numerator} / ${rate.denominator}`),
        );
      }),
    ),
  );
}

/** The latest relative created before this cohort (createdAt, then id): the cohort it requalifies. */
function predecessorOf(cohort, relatives) {
  const before = (other) =>
    other.createdAt < cohort.createdAt || (other.createdAt === cohort.createdAt && other.ledgerId < cohort.ledgerId);
  return relatives.filter((relative) => before(relative.cohort)).at(-1) ?? null;
}

/** A difference of proportions in percentage points, signed. */
const points = (value) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value * 100).toFixed(1)} pts`;

function comparisonTable(predecessor, comparison) {
  if (!predecessor || !comparison)
    return h('p', { class: 'muted', id: 'predecessor-comparison' }, 'No earlier cohort of this capability to compare with.');
  return h(
    'table',
    { id: 'predecessor-comparison', 'data-predecessor': predecessor.cohort.ledgerId },
    h(
      'caption',
      {},
      `This cohort against its predecessor ${predecessor.cohort.ledgerId.slice(0, 8)} (${stateBadgeText(comparison.a)}), as of ${instant(comparison.asOf)}: `,
      "the difference this − predecessor with Newcombe's 95% interval",
    ),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['Rate', 'Predecessor', 'This cohort', 'Difference'].map((title) => h('th', { scope: 'col' }, title)),
      ),
    ),
    h(
      'tbody',
      {},
      RATE_NAMES.map(([name, label]) => {
        const rate = comparison[name];
        return h(
          'tr',
          { 'data-rate': name, 'data-difference': rate.difference ?? '' },
          h('th', { scope: 'row' }, label),
          h('td', { class: 'rate-text' }, rateText(rate.a)),
          h('td', { class: 'rate-text' }, rateText(rate.b)),
          h(
            'td',
            { class: 'rate-text difference' },
            rate.difference === null ? 'not shown' : `${points(rate.difference)} [${points(rate.lower)} to ${points(rate.upper)}]`,
          ),
        );
      }),
    ),
  );
}

const stateBadgeText = (side) => `${side.state.toLowerCase().replaceAll('_', ' ')}, ${side.sampleSize} attempts`;

function criticalTable(critical) {
  if (critical.count === 0) return h('p', { class: 'muted', id: 'critical-list' }, 'None recorded by this instant.');
  return h(
    'table',
    { id: 'critical-list' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['Finished', 'Outcome', 'Attempt', 'Outcome code', 'Stop reason', 'Why critical', 'In window'].map((title) =>
          h('th', { scope: 'col' }, title),
        ),
      ),
    ),
    h(
      'tbody',
      {},
      critical.attempts.map((attempt) =>
        h(
          'tr',
          { 'data-attempt': attempt.attemptLedgerId },
          h('td', {}, instant(attempt.finishedAt)),
          h('td', {}, attemptLink(attempt.attemptLedgerId, attempt.outcomeId)),
          h('td', { class: 'num' }, String(attempt.attemptNumber)),
          h('td', {}, attempt.outcomeCode),
          h('td', {}, attempt.stopReasonCode),
          h(
            'td',
            {},
            [
              attempt.severity === 'CRITICAL' ? 'severity CRITICAL' : null,
              attempt.criticalFailureRecorded ? 'flagged by adjudication' : null,
            ]
              .filter(Boolean)
              .join(', '),
          ),
          h('td', {}, attempt.inWindow ? 'yes' : 'no'),
        ),
      ),
    ),
  );
}

function driftList(attempts) {
  if (attempts.length === 0)
    return h(
      'p',
      { class: 'muted', id: 'drift-list' },
      'No unresolved drift: every drift record of this cohort, if any, has been resolved.',
    );
  return h(
    'table',
    { id: 'drift-list' },
    h('caption', {}, 'Attempts whose latest drift adjudication is DRIFT_DETECTED (unresolved)'),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['Outcome', 'Attempt', 'Finished', 'Recorded', 'Recorded by', 'Resolution'].map((title) => h('th', { scope: 'col' }, title)),
      ),
    ),
    h(
      'tbody',
      {},
      attempts
        .filter(Boolean)
        .map((attempt) =>
          h(
            'tr',
            { 'data-attempt': attempt.ledgerId },
            h('td', {}, attemptLink(attempt.ledgerId, attempt.outcomeId)),
            h('td', { class: 'num' }, String(attempt.attemptNumber)),
            h('td', {}, instant(attempt.finishedAt)),
            h('td', {}, instant(attempt.recordedAt)),
            h('td', {}, attempt.recordedBy),
            h('td', {}, h('span', { class: 'badge state-EVIDENCE_DRIFT' }, 'unresolved')),
          ),
        ),
    ),
  );
}

function lineageTable(report, relatives, relativeReports, params) {
  const link = new URLSearchParams();
  for (const name of ['lastDays', 'lastAttempts', 'minSamples']) if (params.has(name)) link.set(name, params.get(name));
  link.set('asOf', report.asOf);
  const row = (cohort, differsIn, relativeReport, self) => {
    const { model, policy } = labelsOf(cohort);
    return h(
      'tr',
      { class: self ? 'self' : '', 'data-cohort': cohort.ledgerId },
      h(
        'th',
        { scope: 'row' },
        self ? h('strong', {}, 'this cohort') : h('a', { href: hrefOf('cohort', cohort.ledgerId, link) }, cohort.ledgerId.slice(0, 8)),
      ),
      h('td', {}, instant(cohort.createdAt)),
      h('td', {}, model),
      h('td', {}, policy),
      h(
        'td',
        { class: 'differs' },
        self
          ? '—'
          : differsIn.length
            ? differsIn.map((part) => h('span', { class: 'badge differs-in' }, part.toLowerCase()))
            : 'nothing material',
      ),
      h('td', {}, relativeReport ? stateBadge(relativeReport.state) : '—'),
      h('td', { class: 'num' }, relativeReport ? String(relativeReport.sampleSize) : '—'),
      h(
        'td',
        { class: 'rate' },
        relativeReport
          ? [intervalPicture(relativeReport.independentlyVerifiedPassRate), ' ', rateText(relativeReport.independentlyVerifiedPassRate)]
          : '—',
      ),
      h('td', {}, relativeReport ? criticalMarker(relativeReport.criticalFailures.count) : '—'),
    );
  };
  const all = [
    ...relatives.map((relative, index) => ({
      cohort: relative.cohort,
      differsIn: relative.differsIn,
      report: relativeReports[index],
      self: false,
    })),
    { cohort: report.cohort, differsIn: [], report, self: true },
  ].sort((a, b) => (a.cohort.createdAt < b.cohort.createdAt ? -1 : a.cohort.createdAt > b.cohort.createdAt ? 1 : 0));
  return h(
    'table',
    { id: 'lineage' },
    h('caption', {}, `Cohorts of ${report.cohort.capabilityKey} in this project, oldest first, each as of ${instant(report.asOf)}`),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['Cohort', 'Created', 'Model', 'Policy', 'Differs in', 'State', 'Samples', 'Verified pass', 'Critical'].map((title) =>
          h('th', { scope: 'col' }, title),
        ),
      ),
    ),
    h(
      'tbody',
      {},
      all.map((entry) => row(entry.cohort, entry.differsIn, entry.report, entry.self)),
    ),
  );
}

/** Verifications the ledger did not count as independent, and why; a withdrawn verifier is marked. */
function notCountedText(counts) {
  const parts = [];
  if (counts.withdrawn > 0) parts.push(`⚠ ${counts.withdrawn} from a withdrawn verifier`);
  if (counts.unregistered > 0) parts.push(`${counts.unregistered} from an unregistered verifier`);
  if (counts.notIndependent > 0) parts.push(`${counts.notIndependent} not independent`);
  return parts.length === 0 ? 'none' : parts.join(' · ');
}
