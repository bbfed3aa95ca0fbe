// The dashboard's shell: sign-in by pasted token, then one view per URL fragment.
import { SignedOut, gql, session } from './api.js';
import { renderAgreement } from './agreement.js';
import { renderAlerts } from './alerts.js';
import { renderAttempt } from './attempt.js';
import { renderCohort } from './cohort.js';
import { renderOverview } from './overview.js';
import { forgetProjects } from './projects.js';
import { SIGN_IN } from './queries.js';
import { currentRoute } from './route.js';
import { errorBox, h } from './ui.js';

const main = document.getElementById('main');
const signOut = document.getElementById('sign-out');
let rendering = 0;

function signInForm(message) {
  const input = h('input', {
    id: 'token',
    name: 'token',
    type: 'password',
    autocomplete: 'off',
    spellcheck: 'false',
    required: true,
    size: 52,
    placeholder: 'crl_…',
  });
  const form = h(
    'form',
    { id: 'sign-in', class: 'sign-in' },
    h('h2', {}, 'Sign in'),
    h(
      'p',
      {},
      'Paste a ledger token with the reader role. It stays in this browser tab only (session storage) and is sent only in the Authorization header.',
    ),
    message ? h('p', { class: 'error', role: 'alert' }, message) : null,
    h('label', { for: 'token' }, 'Token '),
    input,
    ' ',
    h('button', { type: 'submit' }, 'Sign in'),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    session.signIn(input.value.trim());
    input.value = '';
    try {
      await gql(SIGN_IN);
      forgetProjects();
      void render();
    } catch (error) {
      main.replaceChildren(signInForm(error instanceof SignedOut ? 'That token is unknown or revoked.' : error.message));
    }
  });
  return form;
}

async function render() {
  const ticket = ++rendering;
  const { view, id, params } = currentRoute();
  for (const link of document.querySelectorAll('[data-nav]'))
    link.toggleAttribute('aria-current', link.dataset.nav === (view === 'cohort' || view === 'attempt' ? 'overview' : view));
  if (!session.token()) {
    signOut.hidden = true;
    main.replaceChildren(signInForm());
    return;
  }
  signOut.hidden = false;
  main.setAttribute('aria-busy', 'true');
  const target = h('div', { class: 'view' }, h('p', { class: 'muted' }, 'Loading…'));
  try {
    if (view === 'cohort' && id) await renderCohort(target, id, params);
    else if (view === 'attempt' && id) await renderAttempt(target, id);
    else if (view === 'agreement') await renderAgreement(target, params);
    else if (view === 'alerts') await renderAlerts(target, params);
    else await renderOverview(target, params);
  } catch (error) {
    if (ticket !== rendering) return;
    if (error instanceof SignedOut) return void main.replaceChildren(signInForm(error.message));
    target.replaceChildren(errorBox(error));
  }
  if (ticket !== rendering) return;
  main.replaceChildren(target);
  main.removeAttribute('aria-busy');
  document.body.dataset.ready = view;
}

signOut.addEventListener('click', () => {
  session.signOut();
  forgetProjects();
  void render();
});
window.addEventListener('hashchange', () => void render());
void render();
