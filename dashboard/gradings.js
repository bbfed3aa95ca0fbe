// Gradings on the dashboard (advisory: they never change a reliability number): a
// cohort's graded summary against one rubric (gradedSummary) with the graded attempts
// behind it, and one attempt's gradings (Attempt.gradedVerifications).
import { h, instant, intervalPicture, percent, stateBadge } from './ui.js';
import { hrefOf } from './route.js';

/** The rubrics graded in `attempts` by `asOf`, the most recently graded first. */
export function gradedRubrics(attempts, asOf) {
  const latest = new Map();
  for (const attempt of attempts)
    for (const grading of attempt.gradedVerifications)
      if (grading.recordedAt <= asOf && !(latest.get(grading.rubric.digest)?.recordedAt > grading.recordedAt))
        latest.set(grading.rubric.digest, { rubric: grading.rubric, recordedAt: grading.recordedAt });
  return [...latest.values()]
    .sort((a, b) => (a.recordedAt < b.recordedAt ? 1 : a.recordedAt > b.recordedAt ? -1 : 0))
    .map((entry) => entry.rubric);
}

export const rubricName = (rubric) => `${rubric.domain} ${rubric.version}`;

export const signed = (value) => (value === null || value === undefined ? '—' : `${value > 0 ? '+' : ''}${value.toFixed(2)}`);

const rateCellText = (rate) =>
  rate.value === null ? 'not shown' : `${percent(rate.value)} [${percent(rate.lower)}–${percent(rate.upper)}]`;

function rateRow(name, label, rate) {
  return h(
    'tr',
    { 'data-rate': name, 'data-value': rate.value ?? '' },
    h('th', { scope: 'row' }, label),
    h('td', {}, intervalPicture(rate, 200)),
    h('td', { class: 'rate-text' }, rateCellText(rate)),
    h('td', { class: 'num' }, `${rate.numerator} / ${rate.denominator}`),
  );
}

function fact(title, value, id) {
  return h('div', { class: 'fact' }, h('span', { class: 'fact-title' }, title), h('span', { class: 'fact-value', id }, value));
}

/** The cohort page's gradings section: the rubric choice, the summary and the graded attempts. */
export function gradingsSection({ summary, attempts, rubrics, chosen, asOf, onRubric }) {
  const parts = [
    h('h3', {}, 'Gradings (advisory)'),
    h('p', { class: 'muted' }, "Rubric gradings of this cohort's attempts: advisory, they never change a rate, state or digest above."),
  ];
  if (!chosen) return [...parts, h('p', { class: 'muted', id: 'gradings-none' }, 'No attempt of this cohort was graded by this instant.')];
  // A rubric named in the URL but not graded among the recent attempts is offered too.
  const offered =
    summary && !(summary instanceof Error) && !rubrics.some((rubric) => rubric.digest === summary.rubric.digest)
      ? [summary.rubric, ...rubrics]
      : rubrics;
  if (offered.length > 0) {
    const select = h(
      'select',
      { id: 'graded-rubric', 'aria-label': 'Rubric' },
      offered.map((rubric) => h('option', { value: rubric.digest, selected: rubric.digest === chosen }, rubricName(rubric))),
    );
    select.addEventListener('change', () => onRubric(select.value));
    parts.push(h('label', {}, 'Rubric ', select));
  }
  if (summary instanceof Error) return [...parts, h('p', { class: 'error', role: 'alert' }, summary.message)];
  if (!summary) return [...parts, h('p', { class: 'muted', id: 'gradings-none' }, 'No such rubric.')];
  parts.push(
    h(
      'section',
      { id: 'graded-summary', 'data-rubric': summary.rubric.digest, 'data-state': summary.state },
      h(
        'p',
        { class: 'labels' },
        h('span', {}, 'rubric ', h('strong', {}, rubricName(summary.rubric))),
        h('span', {}, `threshold ${summary.rubric.threshold}`),
        h('span', {}, 'as of ', instant(summary.asOf)),
      ),
      h(
        'div',
        { class: 'facts' },
        fact('State', stateBadge(summary.state), 'graded-state'),
        fact('Graded attempts', `${summary.sampleSize} / ${summary.minSamples}`, 'graded-samples'),
        fact('Attempts in window', String(summary.attemptsInWindow), 'graded-in-window'),
        fact('Re-graded after rework', String(summary.regradedCount), 'graded-regraded'),
        fact('Not independent', String(summary.notIndependentCount), 'graded-not-independent'),
        fact('Mean change after rework', signed(summary.meanChangeAfterRework), 'graded-mean-change'),
        fact('Evidence rows', String(summary.evidenceRowCount), 'graded-rows'),
      ),
      summary.state === 'OK'
        ? null
        : h(
            'p',
            { class: 'notice', role: 'status' },
            summary.state === 'EVIDENCE_DRIFT'
              ? 'Unresolved evidence drift: the graded rates are suppressed until it is resolved.'
              : `Fewer than ${summary.minSamples} graded attempts in the window: counts are shown, values are not.`,
          ),
      h(
        'table',
        { class: 'rates', id: 'graded-rates' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ['Rate', 'Value and 95% interval', '', 'Count'].map((title) => h('th', { scope: 'col' }, title)),
          ),
        ),
        h(
          'tbody',
          {},
          rateRow('reworkRecommendedRate', 'Rework recommended', summary.reworkRecommendedRate),
          rateRow('humanAgreementRate', 'Grader–human agreement', summary.humanAgreementRate),
        ),
      ),
      agreementTable(summary.humanAgreement),
      criteriaTable(summary.criteria),
    ),
  );
  parts.push(gradedAttemptsTable(attempts, summary.rubric.digest, asOf));
  return parts;
}

function agreementTable(counts) {
  const cell = (key) => h('td', { class: 'num', 'data-count': key }, String(counts[key]));
  return h(
    'table',
    { id: 'graded-agreement' },
    h('caption', {}, 'Graded verdict (latest round) against the latest human decision'),
    h(
      'thead',
      {},
      h('tr', {}, h('td', {}), h('th', { scope: 'col' }, 'human accepted'), h('th', { scope: 'col' }, 'human rejected or rework')),
    ),
    h(
      'tbody',
      {},
      h('tr', {}, h('th', { scope: 'row' }, 'graded pass'), cell('passAccepted'), cell('passRejected')),
      h('tr', {}, h('th', { scope: 'row' }, 'graded fail'), cell('failAccepted'), cell('failRejected')),
    ),
  );
}

function criteriaTable(criteria) {
  return h(
    'table',
    { id: 'graded-criteria' },
    h('caption', {}, 'Round-0 scores per criterion (levels 1–4), in rubric order'),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['Criterion', 'Scored', '1', '2', '3', '4', 'Below threshold (95% interval)', 'Rework pairs', 'Mean change'].map((title) =>
          h('th', { scope: 'col' }, title),
        ),
      ),
    ),
    h(
      'tbody',
      {},
      criteria.map((criterion) => {
        const most = Math.max(1, ...criterion.distribution.map((entry) => entry.count));
        return h(
          'tr',
          { 'data-criterion': criterion.criterionId },
          h('th', { scope: 'row' }, criterion.criterionId, h('span', { class: 'muted' }, criterion.required ? ' required' : ' optional')),
          h('td', { class: 'num' }, String(criterion.scored)),
          criterion.distribution.map((entry) =>
            h(
              'td',
              { class: 'num level', 'data-level': entry.level, 'data-count': entry.count },
              h('meter', { min: 0, max: most, value: entry.count, 'aria-hidden': 'true' }),
              ` ${entry.count}`,
            ),
          ),
          h(
            'td',
            { class: 'rate', 'data-value': criterion.belowThresholdRate.value ?? '' },
            intervalPicture(criterion.belowThresholdRate),
            h('span', { class: 'rate-text' }, rateCellText(criterion.belowThresholdRate)),
          ),
          h('td', { class: 'num' }, String(criterion.reworkPairs)),
          h('td', { class: 'num' }, signed(criterion.meanChangeAfterRework)),
        );
      }),
    ),
  );
}

const verdict = (grading) =>
  grading ? (grading.gradedPass ? 'pass' : grading.reworkRecommended ? 'fail, rework recommended' : 'fail') : '—';

function gradedAttemptsTable(attempts, rubricDigest, asOf) {
  const graded = attempts
    .map((attempt) => ({
      attempt,
      gradings: attempt.gradedVerifications.filter((g) => g.rubric.digest === rubricDigest && g.recordedAt <= asOf),
    }))
    .filter((entry) => entry.gradings.length > 0)
    .sort((a, b) => (a.attempt.finishedAt < b.attempt.finishedAt ? 1 : a.attempt.finishedAt > b.attempt.finishedAt ? -1 : 0));
  return h(
    'table',
    { id: 'graded-attempts' },
    h('caption', {}, "Graded attempts among the cohort's 100 most recently recorded, the last finished first"),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['Outcome', 'Attempt', 'Finished', 'Round 0', 'Round 1', 'Independent'].map((title) => h('th', { scope: 'col' }, title)),
      ),
    ),
    h(
      'tbody',
      {},
      graded.map(({ attempt, gradings }) => {
        const round = (n) => gradings.find((g) => g.round === n);
        return h(
          'tr',
          { 'data-attempt': attempt.ledgerId },
          h('td', {}, h('a', { href: hrefOf('attempt', attempt.ledgerId, new URLSearchParams()) }, attempt.outcomeId)),
          h('td', { class: 'num' }, String(attempt.attemptNumber)),
          h('td', {}, instant(attempt.finishedAt)),
          h('td', { 'data-round': 0 }, verdict(round(0))),
          h('td', { 'data-round': 1 }, verdict(round(1))),
          h('td', {}, gradings.every((g) => g.independent) ? 'yes' : 'no'),
        );
      }),
    ),
  );
}

/** One attempt's gradings, every rubric and round, with each criterion's score. */
export function attemptGradingsTable(gradings) {
  if (gradings.length === 0) return h('p', { class: 'muted', id: 'attempt-gradings' }, 'Not graded.');
  return h(
    'table',
    { id: 'attempt-gradings' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['Rubric', 'Round', 'Grader', 'Grader model', 'Independent', 'Scores', 'Below threshold', 'Verdict', 'Recorded'].map((title) =>
          h('th', { scope: 'col' }, title),
        ),
      ),
    ),
    h(
      'tbody',
      {},
      gradings.map((grading) =>
        h(
          'tr',
          { 'data-grading': grading.ledgerId, 'data-round': grading.round, 'data-rubric': grading.rubric.digest },
          h('td', {}, rubricName(grading.rubric)),
          h('td', { class: 'num' }, String(grading.round)),
          h('td', {}, grading.graderRef),
          h('td', {}, grading.graderModel),
          h('td', {}, grading.independent ? 'yes' : "no (the attempt's own model)"),
          h(
            'td',
            { class: 'scores' },
            grading.scores.map((score) =>
              h(
                'span',
                {
                  class: grading.belowThreshold.includes(score.criterionId) ? 'score under' : 'score',
                  'data-criterion': score.criterionId,
                  'data-score': score.score,
                },
                `${score.criterionId} ${score.score}`,
              ),
            ),
          ),
          h('td', { class: 'below-threshold' }, grading.belowThreshold.length ? grading.belowThreshold.join(', ') : 'none'),
          h('td', { class: 'verdict' }, verdict(grading)),
          h('td', {}, instant(grading.recordedAt)),
        ),
      ),
    ),
  );
}
