// Agreement view: per lane and risk tier, the guardrail's false-pass and false-fail
// rates with their intervals, and the waives that are in neither rate.
import { gql, unwrap } from './api.js';
import { AGREEMENT } from './queries.js';
import { h, intervalPicture, percent, put, stateBadge } from './ui.js';
import { reportArguments } from './route.js';
import { provenance, reportControls } from './controls.js';
import { chosenProject, projectName } from './projects.js';

export async function renderAgreement(main, params) {
  const chosen = await chosenProject(params);
  if (!chosen) {
    main.replaceChildren(h('h2', {}, 'Agreement'), h('p', { class: 'muted' }, 'This token can read no project yet.'));
    return;
  }
  const { projectId, select: projectSelect } = chosen;
  const controls = reportControls({
    view: 'agreement',
    id: null,
    params,
    extra: [h('label', {}, 'Project ', projectSelect)],
    onApply: (next) => next.set('project', projectSelect.value),
  });
  projectSelect.addEventListener('change', () => controls.requestSubmit());
  const report = unwrap((await gql(AGREEMENT, { projectId, ...reportArguments(params) })).agreementRates);
  const shown = new URLSearchParams(params);
  shown.set('project', projectId);
  const rateCell = (rate) =>
    h(
      'td',
      { class: 'rate', 'data-value': rate.value ?? '' },
      intervalPicture(rate),
      h(
        'span',
        { class: 'rate-text' },
        rate.value === null
          ? `not shown (${rate.numerator}/${rate.denominator})`
          : `${percent(rate.value)} [${percent(rate.lower)}–${percent(rate.upper)}] (${rate.numerator}/${rate.denominator})`,
      ),
    );
  const row = (lane, rates) =>
    h(
      'tr',
      { 'data-lane': lane, 'data-tier': rates.riskTier ?? 'ALL', class: rates.riskTier ? '' : 'all-tiers' },
      h('th', { scope: 'row' }, rates.riskTier ? rates.riskTier.replace('_', ' ').toLowerCase() : 'all tiers'),
      h('td', {}, stateBadge(rates.state)),
      h('td', { class: 'num' }, `${rates.sampleSize} / ${report.minSamples}`),
      rateCell(rates.falsePassRate),
      rateCell(rates.falseFailRate),
      h('td', { class: 'num waives' }, String(rates.waiveCount)),
      h('td', { class: 'num' }, String(rates.merges)),
    );
  put(
    main,
    h('h2', {}, 'Guardrail agreement of ', h('span', { id: 'project-name', 'data-project': projectId }, projectName(projectId))),
    controls,
    provenance({
      view: 'agreement',
      id: null,
      params: shown,
      asOf: report.asOf,
      settledThrough: report.settledThrough,
      final: report.final,
    }),
    report.lanes.length === 0 ? h('p', { class: 'muted' }, 'No reviewed decisions in this window.') : null,
    report.lanes.map((lane) =>
      h(
        'section',
        { class: 'lane' },
        h('h3', {}, lane.lane),
        h(
          'table',
          { class: 'agreement', 'data-lane': lane.lane },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ['Risk tier', 'State', 'Samples / min', 'False pass (95% interval)', 'False fail (95% interval)', 'Waives', 'Merges'].map(
                (title) => h('th', { scope: 'col' }, title),
              ),
            ),
          ),
          h(
            'tbody',
            {},
            row(lane.lane, lane.allTiers),
            lane.tiers.map((tier) => row(lane.lane, tier)),
          ),
        ),
      ),
    ),
  );
}
