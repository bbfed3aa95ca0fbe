// What a verified success costs, beside how often one happens (docs/specification.md §6,
// "Effort per verified success" and "Cohort comparison"): a plot of the cohort, and of its
// predecessor when there is one, at (verified-pass rate, cost per verified success), each
// with both 95% intervals as bars; then the three figures (cost, tokens, time) with their
// status, and the ratio to the predecessor. Drawn as SVG with the shapes of intervalPicture
// (ui.js): a dot, and a band for each interval.
import { h, percent, s } from './ui.js';

export const EFFORT_FIELDS = [
  ['costPerVerifiedSuccess', 'Cost'],
  ['tokensPerVerifiedSuccess', 'Tokens'],
  ['timePerVerifiedSuccess', 'Time'],
];

const STATUS_TEXT = {
  OK: 'OK',
  MIXED_CURRENCIES: 'mixed currencies: never summed',
  UNKNOWN_EFFORT: 'unknown: some attempts do not state it',
  NO_VERIFIED_PASS: 'no verified pass',
  SUPPRESSED: 'suppressed with the report',
  ZERO_BASELINE: "predecessor's is 0",
};

/** An amount of one measure, as a person reads it: money in its currency, tokens, minutes. */
export function effortText(figure, value) {
  if (value === null || value === undefined) return '—';
  switch (figure.measure) {
    case 'COST':
      return `${(value / 1e6).toFixed(value >= 1e8 ? 0 : 2)} ${figure.currency ?? ''}`.trim();
    case 'TOKENS':
      return `${Math.round(value).toLocaleString('en-US')} tokens`;
    default:
      return value >= 60_000 ? `${(value / 60_000).toFixed(1)} min` : `${(value / 1000).toFixed(1)} s`;
  }
}

const intervalText = (figure) =>
  figure.lower === null ? 'no interval (fewer than 2 tasks)' : `${effortText(figure, figure.lower)} to ${effortText(figure, figure.upper)}`;

export function costSection(report, comparison, predecessor) {
  const baseline = comparison && !(comparison instanceof Error) ? comparison : null;
  return [h('h3', {}, 'What a verified success costs'), costPlot(report, baseline, predecessor), effortTable(report, baseline)];
}

/**
 * Cost per verified success (up) against the verified-pass rate (right): a cohort that
 * lies further right and lower is more reliable and cheaper. Each point carries its 95%
 * Wilson interval of the rate (horizontal band) and its 95% interval of the cost
 * (vertical band). A cohort whose cost has no value is listed under the plot, not drawn.
 */
function costPlot(report, comparison, predecessor) {
  const entries = [{ key: 'this', label: 'this cohort', rate: report.independentlyVerifiedPassRate, cost: report.costPerVerifiedSuccess }];
  if (comparison && predecessor)
    entries.unshift({
      key: 'predecessor',
      label: `predecessor ${predecessor.cohort.ledgerId.slice(0, 8)}`,
      rate: comparison.independentlyVerifiedPassRate.a,
      cost: comparison.costPerVerifiedSuccess.a,
    });
  const drawn = entries.filter((entry) => entry.cost.status === 'OK' && entry.rate.value !== null);
  const width = 520;
  const height = 260;
  const left = 70;
  const bottom = 34;
  const top = 12;
  const right = 16;
  const ceiling = Math.max(1, ...drawn.map((entry) => entry.cost.upper ?? entry.cost.estimate)) * 1.1;
  const x = (rate) => left + rate * (width - left - right);
  const y = (cost) => height - bottom - (cost / ceiling) * (height - bottom - top);
  const currency = drawn[0]?.cost.currency ?? report.costPerVerifiedSuccess.currency ?? '';
  const label =
    drawn.length === 0
      ? 'No cost per verified success to plot'
      : drawn
          .map(
            (entry) =>
              `${entry.label}: verified pass ${percent(entry.rate.value)}, ${effortText(entry.cost, entry.cost.estimate)} per verified success`,
          )
          .join('; ');
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((fraction) => fraction * ceiling);
  const svg = s(
    'svg',
    { class: 'cost-plot', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label },
    s('line', { class: 'axis', x1: left, x2: width - right, y1: height - bottom, y2: height - bottom }),
    s('line', { class: 'axis', x1: left, x2: left, y1: top, y2: height - bottom }),
    [0, 0.25, 0.5, 0.75, 1].map((tick) => [
      s('line', { class: 'grid', x1: x(tick), x2: x(tick), y1: top, y2: height - bottom }),
      s('text', { class: 'tick-label', x: x(tick), y: height - bottom + 14, 'text-anchor': 'middle' }, `${tick * 100}%`),
    ]),
    ticks.map((tick) => [
      s('line', { class: 'grid', x1: left, x2: width - right, y1: y(tick), y2: y(tick) }),
      s(
        'text',
        { class: 'tick-label', x: left - 6, y: y(tick) + 4, 'text-anchor': 'end' },
        effortText({ measure: 'COST', currency: null }, tick),
      ),
    ]),
    s('text', { class: 'axis-label', x: (left + width - right) / 2, y: height - 4, 'text-anchor': 'middle' }, 'verified pass rate'),
    s(
      'text',
      {
        class: 'axis-label',
        x: 12,
        y: (top + height - bottom) / 2,
        'text-anchor': 'middle',
        transform: `rotate(-90 12 ${(top + height - bottom) / 2})`,
      },
      `cost per verified success${currency ? ` (${currency})` : ''}`,
    ),
  );
  for (const entry of drawn) {
    const { rate, cost } = entry;
    const group = s(
      'g',
      {
        class: `cost-point ${entry.key}`,
        'data-cohort': entry.key,
        'data-rate': rate.value,
        'data-cost': cost.estimate,
        'data-cost-lower': cost.lower ?? '',
        'data-cost-upper': cost.upper ?? '',
      },
      s(
        'rect',
        { class: 'band', x: x(rate.lower), y: y(cost.estimate) - 4, width: Math.max(1, x(rate.upper) - x(rate.lower)), height: 8, rx: 2 },
        s('title', {}, `${entry.label}: 95% Wilson interval of the verified pass rate ${percent(rate.lower)} to ${percent(rate.upper)}`),
      ),
      cost.lower === null
        ? null
        : s(
            'rect',
            {
              class: 'band cost-band',
              x: x(rate.value) - 4,
              y: y(cost.upper),
              width: 8,
              height: Math.max(1, y(cost.lower) - y(cost.upper)),
              rx: 2,
            },
            s('title', {}, `${entry.label}: 95% interval of the cost per verified success ${intervalText(cost)}`),
          ),
      s('circle', { class: 'point', cx: x(rate.value), cy: y(cost.estimate), r: 5 }),
      // Labels of points in the right third go to their left, so they stay inside the plot.
      rate.value > 0.66
        ? s('text', { class: 'point-label', x: x(rate.value) - 8, y: y(cost.estimate) - 8, 'text-anchor': 'end' }, entry.label)
        : s('text', { class: 'point-label', x: x(rate.value) + 8, y: y(cost.estimate) - 8 }, entry.label),
    );
    svg.append(group);
  }
  const missing = entries.filter((entry) => !drawn.includes(entry));
  return h(
    'figure',
    { class: 'cost', id: 'cost-plot', 'data-drawn': drawn.length },
    svg,
    h(
      'figcaption',
      {},
      'Cost per verified success (every try of the window, failed ones included, over the verified passes) against the verified pass rate, ',
      'each with its 95% interval as a band: further right is more reliable, lower is cheaper.',
      missing.map((entry) =>
        h(
          'span',
          { class: 'not-drawn', 'data-cohort': entry.key },
          ` Not drawn: ${entry.label}, ${entry.rate.value === null ? 'rate suppressed' : (STATUS_TEXT[entry.cost.status] ?? entry.cost.status)}.`,
        ),
      ),
    ),
  );
}

function effortTable(report, comparison) {
  const titles = ['Measure', 'Status', 'Per verified success', '95% interval', 'Total', 'Verified passes / attempts', 'Tasks'];
  if (comparison) titles.push('Against the predecessor');
  return h(
    'table',
    { id: 'effort' },
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
      EFFORT_FIELDS.map(([name, label]) => {
        const figure = report[name];
        const ratio = comparison?.[name];
        return h(
          'tr',
          { 'data-measure': figure.measure, 'data-status': figure.status, 'data-estimate': figure.estimate ?? '' },
          h('th', { scope: 'row' }, label),
          h(
            'td',
            {},
            h(
              'span',
              { class: `badge effort-${figure.status === 'OK' ? 'ok' : 'withheld'}`, title: figure.status },
              STATUS_TEXT[figure.status] ?? figure.status,
            ),
            figure.status === 'MIXED_CURRENCIES'
              ? ` (${figure.currencies.join(', ')})`
              : figure.unknownAttempts > 0
                ? ` (${figure.unknownAttempts} of ${figure.attempts})`
                : '',
          ),
          h('td', { class: 'num estimate' }, effortText(figure, figure.estimate)),
          h('td', { class: 'interval' }, figure.estimate === null ? '—' : intervalText(figure)),
          h('td', { class: 'num' }, effortText(figure, figure.total)),
          h('td', { class: 'num' }, `${figure.verifiedPasses} / ${figure.attempts}`),
          h('td', { class: 'num' }, String(figure.tasks)),
          ratio ? h('td', { class: 'ratio', 'data-ratio': ratio.ratio ?? '', 'data-ratio-status': ratio.status }, ratioText(ratio)) : null,
        );
      }),
    ),
  );
}

/** b / a with Fieller's interval, as "0.73× [0.00× to 1.74×]". */
function ratioText(ratio) {
  if (ratio.ratio === null) return `not shown: ${STATUS_TEXT[ratio.status] ?? ratio.status}`;
  const times = (value) => `${value.toFixed(2)}×`;
  return ratio.lower === null
    ? `${times(ratio.ratio)} (no interval)`
    : `${times(ratio.ratio)} [${times(ratio.lower)} to ${times(ratio.upper)}]`;
}
