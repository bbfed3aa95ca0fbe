// DOM helpers and the shared pictures: every value from the ledger enters the page as
// text nodes or attributes (never as HTML), so no ledger string can become markup.
const SVG = 'http://www.w3.org/2000/svg';

export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  return fill(element, attributes, children);
}

export function s(tag, attributes = {}, ...children) {
  return fill(document.createElementNS(SVG, tag), attributes, children);
}

function fill(element, attributes, children) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

export const percent = (value) => (value === null || value === undefined ? '—' : `${(value * 100).toFixed(1)}%`);

export function rateText(rate) {
  if (rate.value === null) return `not shown (${rate.numerator}/${rate.denominator})`;
  return `${percent(rate.value)} [${percent(rate.lower)}–${percent(rate.upper)}] (${rate.numerator}/${rate.denominator})`;
}

/** A rate as a point with its 95% Wilson interval on a 0–100% axis; a dash when suppressed. */
/**
 * A rate on a 0–100% axis: its value (dot), its 95% Wilson interval (filled band: one look at a
 * sample size fixed in advance) and, where the report gives it, its anytime-valid interval
 * (dashed outline around the band: valid however often it is re-read). The anytime interval
 * always holds the Wilson one, so the outline shows how much wider re-reading makes it.
 */
export function intervalPicture(rate, width = 140) {
  const x = (value) => 4 + value * (width - 8);
  const anytime = rate.value !== null && rate.anytimeLowerBound !== null && rate.anytimeLowerBound !== undefined;
  const label =
    rate.value === null
      ? 'no value shown'
      : `${percent(rate.value)}, 95% interval ${percent(rate.lower)} to ${percent(rate.upper)}` +
        (anytime ? `, anytime-valid interval ${percent(rate.anytimeLowerBound)} to ${percent(rate.anytimeUpperBound)}` : '');
  const picture = s(
    'svg',
    { class: 'interval', width, height: 18, viewBox: `0 0 ${width} 18`, role: 'img', 'aria-label': label },
    s('line', { class: 'axis', x1: x(0), x2: x(1), y1: 9, y2: 9 }),
    [0, 0.5, 1].map((tick) => s('line', { class: 'tick', x1: x(tick), x2: x(tick), y1: 5, y2: 13 })),
  );
  if (rate.value !== null) {
    if (anytime)
      picture.append(
        s(
          'rect',
          {
            class: 'band-anytime',
            x: x(rate.anytimeLowerBound),
            y: 1,
            width: Math.max(1, x(rate.anytimeUpperBound) - x(rate.anytimeLowerBound)),
            height: 16,
            rx: 3,
            'data-lower': rate.anytimeLowerBound,
            'data-upper': rate.anytimeUpperBound,
          },
          s('title', {}, `Anytime-valid interval ${percent(rate.anytimeLowerBound)} to ${percent(rate.anytimeUpperBound)}`),
        ),
      );
    picture.append(
      s(
        'rect',
        {
          class: 'band',
          x: x(rate.lower),
          y: 4,
          width: Math.max(1, x(rate.upper) - x(rate.lower)),
          height: 10,
          rx: 2,
          'data-lower': rate.lower,
          'data-upper': rate.upper,
        },
        s('title', {}, `95% Wilson interval ${percent(rate.lower)} to ${percent(rate.upper)}`),
      ),
      s('circle', { class: 'point', cx: x(rate.value), cy: 9, r: 4 }),
    );
  }
  return picture;
}

/** The key to intervalPicture's two intervals, shown once beside the pictures that use them. */
export function intervalLegend() {
  const swatch = (cls) =>
    s(
      'svg',
      { class: 'interval legend-swatch', width: 22, height: 18, viewBox: '0 0 22 18', 'aria-hidden': 'true' },
      cls === 'band-anytime'
        ? s('rect', { class: cls, x: 2, y: 1, width: 18, height: 16, rx: 3 })
        : s('rect', { class: cls, x: 5, y: 4, width: 12, height: 10, rx: 2 }),
    );
  return h(
    'p',
    { class: 'interval-legend muted', id: 'interval-legend' },
    h(
      'span',
      { 'data-legend': 'wilson' },
      swatch('band'),
      ' Filled: 95% Wilson interval, for one look at a sample size fixed in advance. ',
    ),
    h(
      'span',
      { 'data-legend': 'anytime' },
      swatch('band-anytime'),
      ' Dashed: anytime-valid interval, valid however often the report is re-read.',
    ),
  );
}

const STATE_LABELS = { OK: 'OK', INSUFFICIENT_EVIDENCE: 'Insufficient evidence', EVIDENCE_DRIFT: 'Evidence drift' };

export function stateBadge(state) {
  return h('span', { class: `badge state-${state}`, 'data-state': state, title: state }, STATE_LABELS[state] ?? state);
}

/** Never hidden, whatever the state: a count of critical failures, or a quiet "none". */
export function criticalMarker(count) {
  return count > 0
    ? h('span', { class: 'critical', 'data-critical': count }, `▲ ${count} critical`)
    : h('span', { class: 'muted', 'data-critical': 0 }, 'none');
}

export function duration(seconds) {
  if (seconds === null || seconds === undefined) return 'no verified pass';
  const units = [
    ['d', 86400],
    ['h', 3600],
    ['min', 60],
  ];
  for (const [unit, size] of units) if (seconds >= size) return `${Math.floor(seconds / size)} ${unit} ago`;
  return `${Math.round(seconds)} s ago`;
}

export const instant = (iso) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '—');

export function labelsOf(cohort) {
  return {
    model: `${cohort.provider}/${cohort.model} ${cohort.runtimeVersion}`,
    policy: `${cohort.harnessVersion} · ${cohort.policyVersion}`,
  };
}

export function errorBox(error) {
  return h('p', { class: 'error', role: 'alert' }, error instanceof Error ? error.message : String(error));
}

/** Replaces an element's children, skipping the empty parts of a view (null, false). */
export function put(element, ...children) {
  element.replaceChildren(...children.flat(Infinity).filter((child) => child !== null && child !== undefined && child !== false));
}
