// Cohorts overview: one row per cohort of a project, from reliabilityOverview, paged
// through the API's cursors and sortable within the page.
import { gql, unwrap } from './api.js';
import { OVERVIEW } from './queries.js';
import { chosenProject, projectName } from './projects.js';
import { criticalMarker, duration, h, intervalPicture, put, labelsOf, percent, stateBadge } from './ui.js';
import { hrefOf, reportArguments } from './route.js';
import { pagerOf, provenance, reportControls } from './controls.js';

const STATE_ORDER = { EVIDENCE_DRIFT: 0, INSUFFICIENT_EVIDENCE: 1, OK: 2 };
const COLUMNS = [
  ['capability', 'Capability', (r) => r.cohort.capabilityKey],
  ['model', 'Model', (r) => labelsOf(r.cohort).model],
  ['policy', 'Policy', (r) => labelsOf(r.cohort).policy],
  ['state', 'State', (r) => STATE_ORDER[r.state]],
  ['samples', 'Samples / min', (r) => r.sampleSize],
  ['pass', 'Verified pass rate (95% interval)', (r) => r.independentlyVerifiedPassRate.value ?? -1],
  ['streak', 'Streak', (r) => r.consecutiveVerifiedPasses],
  ['fresh', 'Last verified pass', (r) => r.evidenceFreshness.ageSeconds ?? Number.POSITIVE_INFINITY],
  ['critical', 'Critical failures', (r) => r.criticalFailures.count],
];

export async function renderOverview(main, params) {
  const chosen = await chosenProject(params);
  if (!chosen) {
    main.replaceChildren(h('h2', {}, 'Cohorts'), h('p', { class: 'muted' }, 'This token can read no cohorts yet.'));
    return;
  }
  const { projectId, projects, select: projectSelect } = chosen;
  const capability = params.get('capability') ?? '';
  const capabilitySelect = h(
    'select',
    { id: 'capability', 'aria-label': 'Capability' },
    h('option', { value: '' }, 'all capabilities'),
    [...(projects.get(projectId) ?? [])].sort().map((key) => h('option', { value: key, selected: key === capability }, key)),
  );
  const filters = [h('label', {}, 'Project ', projectSelect), h('label', {}, 'Capability ', capabilitySelect)];
  const controls = reportControls({
    view: 'overview',
    id: null,
    params,
    extra: filters,
    onApply: (next) => {
      next.set('project', projectSelect.value);
      if (capabilitySelect.value) next.set('capability', capabilitySelect.value);
      else next.delete('capability');
      next.delete('after');
    },
  });
  projectSelect.addEventListener('change', () => {
    capabilitySelect.value = '';
    controls.requestSubmit();
  });
  capabilitySelect.addEventListener('change', () => controls.requestSubmit());

  const data = await gql(OVERVIEW, {
    projectId,
    capabilityKey: capability || undefined,
    ...reportArguments(params),
    after: params.get('after') || undefined,
    first: 50,
  });
  const overview = unwrap(data.reliabilityOverview);
  const rows = overview.edges.map((edge) => edge.node);
  const sort = params.get('sort') ?? 'capability';
  const direction = params.get('dir') === 'desc' ? -1 : 1;
  const column = COLUMNS.find(([key]) => key === sort) ?? COLUMNS[0];
  rows.sort((a, b) => {
    const [x, y] = [column[2](a), column[2](b)];
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });

  const headerCell = ([key, title]) => {
    const active = key === sort;
    const next = new URLSearchParams(params);
    next.set('sort', key);
    next.set('dir', active && direction === 1 ? 'desc' : 'asc');
    return h(
      'th',
      { scope: 'col', 'aria-sort': active ? (direction === 1 ? 'ascending' : 'descending') : 'none' },
      h('a', { href: hrefOf('overview', null, next), class: 'sort' }, title, active ? (direction === 1 ? ' ▲' : ' ▼') : ''),
    );
  };
  const table = h(
    'table',
    { class: 'cohorts', id: 'cohorts' },
    h('thead', {}, h('tr', {}, COLUMNS.map(headerCell))),
    h(
      'tbody',
      {},
      rows.map((report) => cohortRow(report, params)),
    ),
  );

  const pager = pagerOf('overview', params, overview.pageInfo);
  const shown = new URLSearchParams(params);
  shown.set('project', projectId);
  put(
    main,
    h('h2', {}, 'Cohorts of ', h('span', { id: 'project-name', 'data-project': projectId }, projectName(projectId))),
    controls,
    provenance({
      view: 'overview',
      id: null,
      params: shown,
      asOf: overview.asOf,
      settledThrough: overview.settledThrough,
      final: overview.final,
    }),
    rows.length ? table : h('p', { class: 'muted' }, 'No cohorts match.'),
    pager,
  );
}

function cohortRow(report, params) {
  const { model, policy } = labelsOf(report.cohort);
  const link = new URLSearchParams();
  for (const name of ['lastDays', 'lastAttempts', 'asOf', 'minSamples']) if (params.has(name)) link.set(name, params.get(name));
  const rate = report.independentlyVerifiedPassRate;
  const enough = report.sampleSize >= report.minSamples;
  return h(
    'tr',
    { 'data-cohort': report.cohort.ledgerId, 'data-state': report.state },
    h('th', { scope: 'row' }, h('a', { href: hrefOf('cohort', report.cohort.ledgerId, link) }, report.cohort.capabilityKey)),
    h('td', {}, model),
    h('td', {}, policy),
    h('td', {}, stateBadge(report.state)),
    h(
      'td',
      { class: 'samples', 'data-samples': report.sampleSize },
      h('meter', { min: 0, max: report.minSamples, value: Math.min(report.sampleSize, report.minSamples), 'aria-hidden': 'true' }),
      ` ${report.sampleSize} / ${report.minSamples}`,
      enough ? '' : h('span', { class: 'visually-hidden' }, ' (below minimum)'),
    ),
    h(
      'td',
      { class: 'rate', 'data-value': rate.value ?? '' },
      intervalPicture(rate),
      h(
        'span',
        { class: 'rate-text' },
        rate.value === null
          ? report.state === 'EVIDENCE_DRIFT'
            ? 'suppressed: drift'
            : 'not enough samples'
          : `${percent(rate.value)} [${percent(rate.lower)}–${percent(rate.upper)}]`,
      ),
    ),
    h('td', { class: 'num' }, String(report.consecutiveVerifiedPasses)),
    h('td', {}, duration(report.evidenceFreshness.ageSeconds)),
    h('td', { class: 'critical-cell' }, criticalMarker(report.criticalFailures.count)),
  );
}
