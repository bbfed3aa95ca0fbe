// The window and as-of controls: each field is one query argument (window.lastDays or
// window.lastAttempts, asOf, minSamples); applying them rewrites the URL, and the
// permalink pins the instant the shown answer was as of.
import { h, instant } from './ui.js';
import { hrefOf, pinned } from './route.js';

export function reportControls({ view, id, params, extra = [], onApply }) {
  const kind = params.has('lastAttempts') ? 'lastAttempts' : 'lastDays';
  const amount = params.get(kind) ?? (kind === 'lastDays' ? '30' : '');
  const windowKind = h(
    'select',
    { id: 'window-kind', name: 'windowKind', 'aria-label': 'Window kind' },
    h('option', { value: 'lastDays', selected: kind === 'lastDays' }, 'last days'),
    h('option', { value: 'lastAttempts', selected: kind === 'lastAttempts' }, 'last attempts'),
  );
  const windowAmount = h('input', {
    id: 'window-amount',
    name: 'windowAmount',
    type: 'number',
    min: 1,
    max: 100000,
    value: amount,
    'aria-label': 'Window size',
  });
  const asOf = h('input', {
    id: 'as-of',
    name: 'asOf',
    type: 'text',
    value: params.get('asOf') ?? '',
    placeholder: 'latest settled (final)',
    size: 26,
    'aria-label': 'As of (ISO 8601 instant)',
    spellcheck: 'false',
  });
  const minSamples = h('input', {
    id: 'min-samples',
    name: 'minSamples',
    type: 'number',
    min: 1,
    value: params.get('minSamples') ?? '',
    placeholder: '20',
    'aria-label': 'Minimum samples',
  });
  const form = h(
    'form',
    { class: 'controls', 'aria-label': 'Report arguments' },
    h('label', {}, 'Window ', windowAmount, ' ', windowKind),
    h('label', {}, 'as of ', asOf),
    h('label', {}, 'min samples ', minSamples),
    extra,
    h('button', { type: 'submit' }, 'Apply'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    for (const name of ['lastDays', 'lastAttempts', 'asOf', 'minSamples', 'after']) next.delete(name);
    if (windowAmount.value) next.set(windowKind.value, windowAmount.value);
    if (asOf.value.trim()) next.set('asOf', asOf.value.trim());
    if (minSamples.value) next.set('minSamples', minSamples.value);
    onApply?.(next);
    location.hash = hrefOf(view, id, next);
  });
  return form;
}

/** What the shown numbers are: their instant, finality and a link that reproduces them. */
export function provenance({ view, id, params, asOf, settledThrough, final, evidenceDigest }) {
  return h(
    'div',
    { class: 'provenance' },
    h('span', {}, 'as of ', h('time', { id: 'shown-as-of', datetime: asOf }, instant(asOf))),
    h(
      'span',
      { class: final ? 'final' : 'not-final', id: 'shown-final', 'data-final': String(final) },
      final ? 'final' : `not final (settled through ${instant(settledThrough)})`,
    ),
    evidenceDigest
      ? h(
          'span',
          { class: 'digest' },
          'evidence ',
          h('code', { id: 'shown-digest', title: evidenceDigest }, evidenceDigest.slice(0, 16), '…'),
        )
      : null,
    h('a', { id: 'permalink', href: pinned(view, id, params, asOf) }, 'Permalink to these numbers'),
  );
}

/** Links to the first page and to the next one (the API's `endCursor` as `after` in the URL). */
export function pagerOf(view, params, pageInfo, [firstLabel, nextLabel] = ['« First page', 'Next page »']) {
  const pager = h('nav', { class: 'pager', 'aria-label': 'Pages' });
  if (params.get('after')) {
    const first = new URLSearchParams(params);
    first.delete('after');
    pager.append(h('a', { href: hrefOf(view, null, first), id: 'first-page' }, firstLabel));
  }
  if (pageInfo.hasNextPage) {
    const next = new URLSearchParams(params);
    next.set('after', pageInfo.endCursor);
    pager.append(h('a', { href: hrefOf(view, null, next), id: 'next-page' }, nextLabel));
  }
  return pager;
}
