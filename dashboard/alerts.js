// A project's alerts (`alerts`), newest first in the API's pages, and the table the cohort
// page shows of the alerts whose subject is that cohort (`alerts(subject)`). An alert is
// what a rule saw in final reports (docs/alerts.md): each row names the transition's
// instant, the digest of the report it was read from and the report's numbers.
import { gql, unwrap } from './api.js';
import { ALERT_COHORT, ALERTS } from './queries.js';
import { chosenProject, loadProjectLabels, projectName } from './projects.js';
import { h, instant, labelsOf, put } from './ui.js';
import { hrefOf } from './route.js';
import { pagerOf } from './controls.js';

/** The kinds whose subject is a cohort id (src/domain/alerts.ts, COHORT_ALERT_KINDS). */
const COHORT_KINDS = new Set(['STATE_CHANGED', 'CRITICAL_FAILURE', 'LOWER_BOUND_BELOW', 'BURN_RATE']);
const KINDS = [
  'STATE_CHANGED',
  'CRITICAL_FAILURE',
  'LOWER_BOUND_BELOW',
  'BURN_RATE',
  'FALSE_PASS_ABOVE',
  'REWORK_REQUESTED',
  'REWORK_ASSIGNED',
  'VERIFIER_WITHDRAWN',
];
const PAGE = 50;
/** Cohort lookups in flight at once while a page of alerts names its cohorts. */
const LOOKUPS_AT_ONCE = 6;

export async function renderAlerts(main, params) {
  const chosen = await chosenProject(params);
  if (!chosen) {
    main.replaceChildren(h('h2', {}, 'Alerts'), h('p', { class: 'muted' }, 'This token can read no project yet.'));
    return;
  }
  const { projectId, select: projectSelect } = chosen;
  const kind = KINDS.includes(params.get('kind')) ? params.get('kind') : '';
  const kindSelect = h(
    'select',
    { id: 'alert-kind', 'aria-label': 'Kind' },
    h('option', { value: '' }, 'every kind'),
    KINDS.map((name) => h('option', { value: name, selected: name === kind }, name)),
  );
  const filters = h(
    'form',
    { class: 'controls', 'aria-label': 'Alert filters' },
    h('label', {}, 'Project ', projectSelect),
    h('label', {}, 'Kind ', kindSelect),
  );
  const apply = () => {
    const next = new URLSearchParams({ project: projectSelect.value });
    if (kindSelect.value) next.set('kind', kindSelect.value);
    location.hash = hrefOf('alerts', null, next);
  };
  projectSelect.addEventListener('change', apply);
  kindSelect.addEventListener('change', apply);

  const page = unwrap(
    (await gql(ALERTS, { projectId, kind: kind || undefined, first: PAGE, after: params.get('after') || undefined })).alerts,
  );
  const alerts = page.edges.map((edge) => edge.node);
  const cohorts = await subjectCohorts(alerts);
  const shown = new URLSearchParams(params);
  shown.set('project', projectId);
  const pager = pagerOf('alerts', shown, page.pageInfo, ['« Newest', 'Older »']);
  put(
    main,
    h('h2', {}, 'Alerts of ', h('span', { id: 'project-name', 'data-project': projectId }, projectName(projectId))),
    filters,
    h(
      'p',
      { class: 'muted' },
      'Newest first. Each alert is a transition a rule saw in final reports, raised once; the digest names the report it was read from.',
    ),
    alertsTable(alerts, { id: 'alerts', cohorts }),
    pager,
  );
}

/** The alerts of one cohort (newest first, at most `first`), for the cohort page. */
export async function cohortAlerts(projectId, cohortId, first = 20) {
  return unwrap((await gql(ALERTS, { projectId, subject: cohortId, first })).alerts);
}

export function cohortAlertsSection(projectId, page) {
  const all = hrefOf('alerts', null, new URLSearchParams({ project: projectId }));
  return [
    h('h3', {}, 'Alerts'),
    alertsTable(
      page.edges.map((edge) => edge.node),
      { id: 'cohort-alerts', cohorts: null },
    ),
    h('p', { class: 'muted' }, page.pageInfo.hasNextPage ? 'The newest shown; ' : '', h('a', { href: all }, 'every alert of the project')),
  ];
}

/**
 * The cohorts the alerts name (cohort kinds), each looked up once by id (`cohort`), a few
 * at a time, with their projects' labels: id → cohort, or null when the token cannot read it.
 */
async function subjectCohorts(alerts) {
  const ids = [...new Set(alerts.filter((alert) => COHORT_KINDS.has(alert.kind)).map((alert) => alert.subject))];
  const cohorts = new Map();
  for (let start = 0; start < ids.length; start += LOOKUPS_AT_ONCE) {
    const chunk = ids.slice(start, start + LOOKUPS_AT_ONCE);
    const answers = await Promise.all(chunk.map((cohortId) => gql(ALERT_COHORT, { id: cohortId })));
    chunk.forEach((cohortId, index) => cohorts.set(cohortId, answers[index].cohort));
  }
  await loadProjectLabels([...cohorts.values()].filter(Boolean).map((cohort) => cohort.projectId));
  return cohorts;
}

/** `cohorts`: the subjects' cohorts (a Subject column), or null for a cohort's own alerts (none). */
function alertsTable(alerts, { id, cohorts }) {
  const showSubject = cohorts !== null;
  if (alerts.length === 0) return h('p', { class: 'muted', id }, 'No alerts raised.');
  const titles = ['Raised', 'Kind', showSubject ? 'Subject' : null, 'Transition at', 'Report digest', 'Details'].filter(Boolean);
  return h(
    'table',
    { id, class: 'alerts' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        titles.map((title) => h('th', { scope: 'col' }, title)),
      ),
    ),
    h(
      'tbody',
      {},
      alerts.map((alert) =>
        h(
          'tr',
          { 'data-alert': alert.ledgerId, 'data-kind': alert.kind, 'data-subject': alert.subject },
          h('td', {}, h('time', { datetime: alert.raisedAt, class: 'raised-at' }, instant(alert.raisedAt))),
          h('td', {}, h('span', { class: 'badge alert-kind' }, alert.kind)),
          showSubject ? h('td', { class: 'subject' }, subjectOf(alert, cohorts)) : null,
          h('td', {}, h('time', { datetime: alert.transitionAt, class: 'transition-at' }, instant(alert.transitionAt))),
          h('td', {}, h('code', { class: 'report-digest', title: alert.reportDigest }, alert.reportDigest)),
          h('td', { class: 'details', 'data-details': alert.details }, detailsOf(alert.details)),
        ),
      ),
    ),
  );
}

/**
 * A cohort subject is shown as its capability, model and policy (and its project's label),
 * linked to the cohort page, its UUID in the tooltip; the UUID itself when the token cannot
 * read the cohort. The other subjects (a lane, an attempt and rubric, a verifier) are shown as written.
 */
function subjectOf(alert, cohorts) {
  if (!COHORT_KINDS.has(alert.kind)) return h('code', {}, alert.subject);
  const href = hrefOf('cohort', alert.subject, new URLSearchParams());
  const cohort = cohorts.get(alert.subject);
  if (!cohort) return h('a', { href, class: 'cohort-link' }, alert.subject);
  const { model, policy } = labelsOf(cohort);
  return [
    h(
      'a',
      { href, class: 'cohort-link', title: alert.subject },
      h('span', { class: 'cohort-capability' }, cohort.capabilityKey),
      ' ',
      h('span', { class: 'cohort-model' }, model),
      ' ',
      h('span', { class: 'cohort-policy' }, policy),
    ),
    ' ',
    h('span', { class: 'cohort-project muted', 'data-project': cohort.projectId }, projectName(cohort.projectId)),
  ];
}

/** The report's numbers at the transition, one `name value` per line (canonical JSON, keys in order). */
function detailsOf(details) {
  let parsed;
  try {
    parsed = JSON.parse(details);
  } catch {
    return details;
  }
  return h(
    'span',
    { class: 'alert-details' },
    Object.entries(parsed).map(([name, value]) =>
      h(
        'span',
        { class: 'detail' },
        h('span', { class: 'muted' }, name, ' '),
        typeof value === 'object' ? JSON.stringify(value) : String(value),
      ),
    ),
  );
}
