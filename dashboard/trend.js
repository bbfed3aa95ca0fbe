// The trend plot of a cohort (uPlot, served from the installed package): one rate per
// bucket as points joined by a line, its 95% Wilson interval as a band, and the sample
// size per bucket as bars on the right axis. Suppressed buckets are gaps, not zeros.
import { h, percent } from './ui.js';

const BLUE = '#0072B2';
const BUCKET_SECONDS = { DAY: 86400, WEEK: 7 * 86400 };
const GREY = '#8a8a8a';

export function trendPlot(series, rateName, rateLabel) {
  const points = series.points;
  const x = points.map((point) => Date.parse(point.start) / 1000);
  const value = points.map((point) => point[rateName].value);
  const lower = points.map((point) => point[rateName].lower);
  const upper = points.map((point) => point[rateName].upper);
  const samples = points.map((point) => point.sampleSize);
  const container = h('figure', {
    class: 'trend',
    id: 'trend',
    'data-points': points.length,
    'data-valued-points': value.filter((v) => v !== null).length,
  });
  const caption = h(
    'figcaption',
    {},
    `${rateLabel} per ${series.bucket === 'DAY' ? 'day' : 'ISO week'}, with its 95% interval (band) and the attempts per bucket (bars, right axis)`,
  );
  const plotHolder = h('div', {
    class: 'plot',
    role: 'img',
    'aria-label': `Trend of ${rateLabel}: ${points.length} buckets; the table below lists the values`,
  });
  container.append(plotHolder, caption);
  // Half a bucket of room before the first point and after the last, so their bars (at
  // most 60% of a bucket wide, centred on the point) lie wholly inside the plot.
  const half = (BUCKET_SECONDS[series.bucket] ?? BUCKET_SECONDS.WEEK) / 2;
  const width = () => Math.max(320, Math.min(960, (container.parentElement?.clientWidth ?? 900) - 8));
  const draw = () => {
    if (!window.uPlot) return void plotHolder.replaceChildren(h('p', { class: 'error' }, 'the chart library did not load'));
    const { bars } = window.uPlot.paths;
    const plot = new window.uPlot(
      {
        width: width(),
        height: 260,
        scales: {
          x: { time: true, range: (_u, min, max) => (min === null || max === null ? [min, max] : [min - half, max + half]) },
          rate: { range: [0, 1] },
          n: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
        },
        axes: [
          {},
          { scale: 'rate', values: (_u, ticks) => ticks.map((tick) => `${Math.round(tick * 100)}%`), size: 50 },
          { scale: 'n', side: 1, grid: { show: false }, size: 40, label: 'attempts' },
        ],
        series: [
          {},
          {
            label: 'attempts',
            scale: 'n',
            stroke: GREY,
            fill: 'rgba(138,138,138,0.22)',
            paths: bars({ size: [0.6, 40] }),
            points: { show: false },
          },
          { label: 'lower', scale: 'rate', stroke: 'rgba(0,114,178,0.35)', width: 1, value: (_u, v) => percent(v) },
          { label: 'upper', scale: 'rate', stroke: 'rgba(0,114,178,0.35)', width: 1, value: (_u, v) => percent(v) },
          {
            label: rateLabel,
            scale: 'rate',
            stroke: BLUE,
            width: 2,
            points: { show: true, size: 7, fill: BLUE },
            value: (_u, v) => percent(v),
          },
        ],
        bands: [{ series: [3, 2], fill: 'rgba(0,114,178,0.16)' }],
      },
      [x, samples, lower, upper, value],
      plotHolder,
    );
    container.uplot = plot;
  };
  // uPlot is a deferred classic script, run before this module; draw once the view is attached,
  // so the plot takes the width of its section.
  requestAnimationFrame(draw);
  return container;
}

export function seriesTable(series, rateName) {
  return h(
    'details',
    { class: 'series-table' },
    h('summary', {}, `Data table (${series.points.length} buckets)`),
    h(
      'table',
      { id: 'series-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ['Bucket start', 'State', 'Attempts', 'Value', '95% interval', 'Critical'].map((title) => h('th', { scope: 'col' }, title)),
        ),
      ),
      h(
        'tbody',
        {},
        series.points.map((point) => {
          const rate = point[rateName];
          return h(
            'tr',
            {},
            h('td', {}, point.start.slice(0, 10)),
            h('td', {}, point.state),
            h('td', { class: 'num' }, String(point.sampleSize)),
            h('td', { class: 'num' }, percent(rate.value)),
            h('td', {}, rate.value === null ? '—' : `${percent(rate.lower)}–${percent(rate.upper)}`),
            h('td', { class: 'num' }, String(point.criticalFailureCount)),
          );
        }),
      ),
    ),
  );
}
