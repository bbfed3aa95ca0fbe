// An attempt's page: what was recorded, and its gradings (advisory).
import { gql } from './api.js';
import { ATTEMPT_GRADINGS } from './queries.js';
import { attemptGradingsTable } from './gradings.js';
import { loadProjectLabels, projectName } from './projects.js';
import { hrefOf } from './route.js';
import { h, instant, labelsOf, put } from './ui.js';

export async function renderAttempt(main, attemptId) {
  const attempt = (await gql(ATTEMPT_GRADINGS, { id: attemptId })).attempt;
  if (!attempt) {
    main.replaceChildren(
      h('h2', {}, 'Attempt'),
      h('p', { class: 'error', role: 'alert' }, 'No such attempt, or this token may not read it.'),
    );
    return;
  }
  const { cohort } = attempt;
  await loadProjectLabels([cohort.projectId]);
  const { model, policy } = labelsOf(cohort);
  const fact = (title, value, id) =>
    h('div', { class: 'fact' }, h('span', { class: 'fact-title' }, title), h('span', { class: 'fact-value', id }, value));
  put(
    main,
    h(
      'p',
      { class: 'crumbs' },
      h('a', { href: hrefOf('overview', null, new URLSearchParams({ project: cohort.projectId })) }, `← ${projectName(cohort.projectId)}`),
      ' · ',
      h('a', { href: hrefOf('cohort', cohort.ledgerId, new URLSearchParams()), id: 'attempt-cohort' }, cohort.capabilityKey),
    ),
    h('h2', { id: 'attempt-title' }, 'Attempt ', attempt.outcomeId, ` #${attempt.attemptNumber}`),
    h(
      'p',
      { class: 'labels' },
      h('span', {}, 'project ', h('strong', { id: 'project-name', 'data-project': cohort.projectId }, projectName(cohort.projectId))),
      h('span', {}, 'model ', h('strong', {}, model)),
      h('span', {}, 'policy ', h('strong', {}, policy)),
      h('span', {}, 'attempt ', h('code', {}, attempt.ledgerId)),
    ),
    h(
      'section',
      { class: 'facts' },
      fact('Outcome', attempt.outcomeCode, 'fact-outcome'),
      fact('Stop reason', attempt.stopReasonCode, 'fact-stop'),
      fact('Finished', instant(attempt.finishedAt), 'fact-finished'),
      fact('Recorded', instant(attempt.recordedAt), 'fact-recorded'),
      fact('Recorded by', attempt.recordedBy, 'fact-recorded-by'),
      fact('Worker', attempt.workerRef, 'fact-worker'),
    ),
    h(
      'section',
      {},
      h('h3', {}, 'Gradings (advisory)'),
      h(
        'p',
        { class: 'muted' },
        'Every rubric grading of this attempt, by rubric then round: advisory, they never change a reliability number.',
      ),
      attemptGradingsTable(attempt.gradedVerifications),
    ),
  );
}
