// The view lives in the URL fragment, so a link reproduces it: #/<view>[/<id>]?<arguments>.
// Window, asOf and minSamples map one-to-one to the query arguments of the same names.
export function currentRoute() {
  const [path, query = ''] = location.hash.replace(/^#/, '').split('?');
  const parts = (path || '/').split('/').filter(Boolean);
  return { view: parts[0] ?? 'overview', id: parts[1] ? decodeURIComponent(parts[1]) : null, params: new URLSearchParams(query) };
}

export function hrefOf(view, id, params) {
  const path = view === 'overview' ? '#/' : `#/${view}${id ? `/${encodeURIComponent(id)}` : ''}`;
  const query = new URLSearchParams([...params].filter(([, value]) => value !== '' && value !== null && value !== undefined)).toString();
  return query ? `${path}?${query}` : path;
}

/** The WindowInput the URL names; the API's default ({ lastDays: 30 }) when it names none. */
export function windowOf(params) {
  if (params.has('lastAttempts')) return { lastAttempts: Number(params.get('lastAttempts')) };
  if (params.has('lastDays')) return { lastDays: Number(params.get('lastDays')) };
  return undefined;
}

export function reportArguments(params) {
  return {
    window: windowOf(params),
    asOf: params.get('asOf') || undefined,
    minSamples: params.has('minSamples') ? Number(params.get('minSamples')) : undefined,
  };
}

/** The same view pinned to the instant the answer was as of: the permalink. */
export function pinned(view, id, params, asOf) {
  const copy = new URLSearchParams(params);
  copy.set('asOf', asOf);
  return hrefOf(view, id, copy);
}
