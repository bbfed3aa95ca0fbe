// The dashboard in a real browser (Debian's chromium driven by playwright-core) against
// the real server on a port, seeded with the example history of `npm run demo` through
// the GraphQL API. Every request that is not to the test server is aborted, so nothing
// the page shows can come from a CDN. Screenshots go to a temporary folder, or to
// docs/images/ with UPDATE_SCREENSHOTS=1 (docs/dashboard.md): a test run never
// rewrites committed files.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startService, type LedgerService } from '../../src/process/service.js';
import { DEMO_JUDGE, DEMO_PLATFORM_LABEL, recordDemoHistory, type DemoSummary, type DemoTokens } from '../../scripts/demo-history.js';
import { SHARED_PROSE_PROJECT } from '../../src/modules/annotations/store.js';
import { ALERTS, evaluateSettled } from '../helpers/alerts.js';
import { confinedBrowser } from '../helpers/browser.js';
import { expectTypename, graphql, type TypedDocumentString } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const IMAGES =
  process.env.UPDATE_SCREENSHOTS === '1' ? path.join(ROOT, 'docs', 'images') : mkdtempSync(path.join(tmpdir(), 'crl-screenshots-'));

let ledger: TestLedger;
let service: LedgerService;
/** The server the browser talks to: the same ledger, running nothing but trusted documents. */
let trustedOnly: LedgerService;
let origin: string;
let adminToken: string;
let demo: DemoSummary;
let tokens: DemoTokens;
let context: BrowserContext;
let userDataDir: string;
let blocked: string[] = [];
const cspViolations: string[] = [];
let requestedUrls: string[] = [];

beforeAll(async () => {
  ledger = await createTestLedger();
  userDataDir = mkdtempSync(path.join(tmpdir(), 'crl-chromium-'));
  const tokenFile = path.join(userDataDir, 'first-token.txt');
  service = await startService(
    loadConfig({ DATABASE_URL: ledger.ownerUrl, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', FIRST_TOKEN_FILE: tokenFile }),
  );
  adminToken = readFileSync(tokenFile, 'utf8').match(/crl_[A-Za-z0-9_-]{43}/)![0];
  // The dashboard sends only trusted documents, by hash: its server runs nothing else.
  trustedOnly = await startService(
    loadConfig({ DATABASE_URL: ledger.ownerUrl, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', TRUSTED_DOCUMENTS: 'all' }),
  );
  origin = new URL(trustedOnly.url).origin;
  const projects = { platform: newProjectId(), docs: newProjectId() };
  const projectIds = Object.values(projects);
  tokens = {
    recorder: (await ledger.token({ roles: ['recorder'], projects: projectIds, actorRef: 'demo-recorder' })).token,
    adjudicator: (await ledger.token({ roles: ['adjudicator'], projects: projectIds, actorRef: 'demo-reviewer' })).token,
    admin: (await ledger.token({ roles: ['admin'], projects: [...projectIds, SHARED_PROSE_PROJECT], actorRef: 'demo-admin' })).token,
    verifier: (await ledger.token({ roles: ['adjudicator'], projects: projectIds, actorRef: DEMO_JUDGE.verifierRef })).token,
  };
  demo = await recordDemoHistory({ url: service.url, tokens, projects });
  // The example's alert rules raised everything the history gives them.
  await evaluateSettled(ledger);

  ({ context, requested: requestedUrls, blocked } = await confinedBrowser(userDataDir, origin));
  context.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
  });
}, 240_000);

afterAll(async () => {
  await context?.close();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  if (process.env.UPDATE_SCREENSHOTS !== '1') rmSync(IMAGES, { recursive: true, force: true });
  await trustedOnly?.close();
  await service?.close();
  await ledger?.close();
});

/** The data of one request as the administrator; a typed document types it. */
async function api<R, V>(document: TypedDocumentString<R, V>, variables: V): Promise<R>;
async function api(query: string, variables?: Record<string, unknown>): Promise<unknown>;
async function api(query: string | TypedDocumentString<unknown, unknown>, variables: unknown = {}) {
  const response = await fetch(service.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ query: String(query), variables }),
  });
  const body = (await response.json()) as { data: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const OVERVIEW = graphql(`query DashboardOverview($projectId: String!, $asOf: DateTime) {
  reliabilityOverview(projectId: $projectId, asOf: $asOf) { __typename ... on ReliabilityOverviewConnection { asOf edges { node {
    cohort { ledgerId } state sampleSize minSamples consecutiveVerifiedPasses evidenceDigest criticalFailures { count }
    independentlyVerifiedPassRate { value lower upper } } } } }
}`);

/** A rate of the report, as the intervals test reads it: a rate with a value has all four bounds. */
type DrawnRate = { value: null } | { value: number; lower: number; upper: number; anytimeLowerBound: number; anytimeUpperBound: number };

/** What the trend figure's uPlot chart exposes on its element, as the test reads it. */
interface TrendFigure extends HTMLElement {
  uplot: { data: (number | null)[][]; over: Element; valToPos(value: number, scale: string): number };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
/** The figure, which the test requires to be given (a number, not null). */
function given(value: number | null | undefined): number {
  expect(value).toBeTypeOf('number');
  return value as number;
}
/** The nine rates of a reliability report, as the dashboard lists them (dashboard/queries.js). */
const RATE_FIELD_NAMES = [
  'independentlyVerifiedPassRate',
  'firstAttemptSuccessRate',
  'unverifiedCompletionRate',
  'repairRetryRate',
  'humanRejectionRate',
  'rollbackRate',
  'policyBlockRate',
  'falseSuccessRate',
  'overrideRate',
];

/** The established cohort's capability's cohorts in the order they were created. */
async function establishedLineage() {
  const { cohortLineage: lineage } = await api(
    graphql(`query DashboardCohortLineage($id: ID!) {
      cohortLineage(cohortId: $id) { cohort { createdAt ledgerId } relatives { cohort { createdAt ledgerId } } } }`),
    { id: demo.cohorts.established },
  );
  if (!lineage) throw new Error('the established cohort has no lineage');
  return [lineage.cohort, ...lineage.relatives.map((relative) => relative.cohort)].sort((x, y) =>
    x.createdAt < y.createdAt ? -1 : x.createdAt > y.createdAt ? 1 : x.ledgerId < y.ledgerId ? -1 : 1,
  );
}

async function signIn(page: Page, token = adminToken) {
  await page.fill('#token', token);
  await page.click('#sign-in button[type=submit]');
}

async function overviewRows(page: Page) {
  return page.$$eval('#cohorts tbody tr', (rows) =>
    rows.map((row) => ({
      cohort: row.getAttribute('data-cohort'),
      state: row.getAttribute('data-state'),
      samples: Number(row.querySelector('[data-samples]')!.getAttribute('data-samples')),
      rateValue: row.querySelector('td.rate')!.getAttribute('data-value'),
      rateText: row.querySelector('td.rate .rate-text')!.textContent,
      critical: Number(row.querySelector('[data-critical]')!.getAttribute('data-critical')),
      criticalVisible: (row.querySelector('[data-critical]') as HTMLElement).offsetParent !== null,
    })),
  );
}

describe('the dashboard in a browser', () => {
  it('signs in with a pasted token and shows the seeded cohorts with the states and numbers the API gives', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/#/?project=${demo.projects.platform}`);
    await signIn(page);
    await page.waitForSelector('#cohorts tbody tr');
    const shownAsOf = await page.getAttribute('#shown-as-of', 'datetime');
    const answer = expectTypename(
      (await api(OVERVIEW, { projectId: demo.projects.platform, asOf: shownAsOf })).reliabilityOverview,
      'ReliabilityOverviewConnection',
    );
    const rows = await overviewRows(page);
    expect(rows).toHaveLength(answer.edges.length);
    expect(rows.length).toBe(5);
    for (const { node } of answer.edges) {
      const row = rows.find((candidate) => candidate.cohort === node.cohort.ledgerId)!;
      expect(row).toBeDefined();
      expect(row.state).toBe(node.state);
      expect(row.samples).toBe(node.sampleSize);
      expect(row.critical).toBe(node.criticalFailures.count);
      const rate = node.independentlyVerifiedPassRate;
      if (rate.value === null) expect(row.rateValue).toBe('');
      // a rate with a value has its bounds
      else expect(row.rateText).toBe(`${percent(rate.value)} [${percent(rate.lower!)}–${percent(rate.upper!)}]`);
    }
    const stateOf = (cohort: string) => rows.find((row) => row.cohort === cohort)!.state;
    expect(stateOf(demo.cohorts.established)).toBe('OK');
    expect(stateOf(demo.cohorts.requalifying)).toBe('INSUFFICIENT_EVIDENCE');
    expect(stateOf(demo.cohorts.drifted)).toBe('EVIDENCE_DRIFT');
    expect(stateOf(demo.cohorts.resolvedDrift)).toBe('OK');

    // The token lives in session storage and the Authorization header only.
    expect(await page.evaluate(() => sessionStorage.getItem('crl.dashboard.token'))).toBe(adminToken);
    expect(page.url()).not.toContain(adminToken);
    expect(requestedUrls.some((url) => url.includes(adminToken))).toBe(false);

    // Load time of the overview, signed in, from navigation to the rows on screen.
    const started = performance.now();
    await page.reload();
    await page.waitForSelector('#cohorts tbody tr');
    const loadMs = performance.now() - started;
    console.log(`dashboard overview loaded in ${loadMs.toFixed(0)} ms (${rows.length} cohorts)`);
    await page.screenshot({ path: path.join(IMAGES, 'dashboard-overview.png'), fullPage: true });
    await page.close();
  }, 120_000);

  it('shows a critical failure in every state, and a drifted cohort with no rates at all', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/#/?project=${demo.projects.platform}`);
    await page.waitForSelector('#sign-in, #cohorts');
    if (await page.$('#sign-in')) await signIn(page);
    await page.waitForSelector('#cohorts tbody tr');
    const rows = await overviewRows(page);
    for (const cohort of [demo.cohorts.established, demo.cohorts.requalifying, demo.cohorts.drifted]) {
      const row = rows.find((candidate) => candidate.cohort === cohort)!;
      expect(row.critical).toBe(1);
      expect(row.criticalVisible).toBe(true);
    }
    expect(new Set(rows.filter((row) => row.critical > 0).map((row) => row.state))).toEqual(
      new Set(['OK', 'INSUFFICIENT_EVIDENCE', 'EVIDENCE_DRIFT']),
    );
    const drifted = rows.find((row) => row.cohort === demo.cohorts.drifted)!;
    expect(drifted.rateValue).toBe('');
    expect(drifted.rateText).not.toMatch(/%/);

    await page.click(`#cohorts tr[data-cohort="${demo.cohorts.drifted}"] th a`);
    await page.waitForSelector('#rates');
    const rates = await page.$$eval('#rates tbody tr', (trs) =>
      trs.map((tr) => ({ value: tr.getAttribute('data-value'), text: tr.querySelector('.rate-text')!.textContent })),
    );
    expect(rates).toHaveLength(9);
    for (const rate of rates) {
      expect(rate.value).toBe('');
      expect(rate.text).toBe('not shown');
    }
    expect(await page.$$eval('#rates circle.point', (points) => points.length)).toBe(0);
    expect(await page.textContent('#fact-critical')).toContain('1 critical');
    expect(await page.$$eval('#critical-list tbody tr', (trs) => trs.length)).toBe(1);
    expect(await page.$$eval('#drift-list tbody tr', (trs) => trs.length)).toBe(1);
    await page.close();
  }, 120_000);

  it('draws both intervals of every rate on the reliability view, the fixed-sample Wilson band and the wider anytime-valid outline, labelled', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/#/?project=${demo.projects.platform}`);
    await page.waitForSelector('#sign-in, #cohorts');
    if (await page.$('#sign-in')) await signIn(page);
    await page.waitForSelector('#cohorts tbody tr');
    await page.click(`#cohorts tr[data-cohort="${demo.cohorts.established}"] th a`);
    await page.waitForSelector('#rates');
    const shownAsOf = await page.getAttribute('#shown-as-of', 'datetime');
    const names = RATE_FIELD_NAMES.map((name) => `${name} { value lower upper anytimeLowerBound anytimeUpperBound }`).join(' ');
    const report = (
      (await api(
        `query($id: ID!, $asOf: DateTime) { reliability(cohortId: $id, asOf: $asOf) { ... on ReliabilityReport { state ${names} } } }`,
        {
          id: demo.cohorts.established,
          asOf: shownAsOf,
        },
      )) as { reliability: Record<string, unknown> }
    ).reliability;
    expect(report.state).toBe('OK');
    const drawn = await page.$$eval('#rates tbody tr', (trs) =>
      trs.map((tr) => {
        const box = (selector: string) => {
          const element = tr.querySelector(selector) as SVGGraphicsElement | null;
          if (!element) return null;
          const rect = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return {
            left: rect.left,
            right: rect.right,
            width: rect.width,
            height: rect.height,
            stroke: style.stroke,
            dash: style.strokeDasharray,
            fill: style.fill,
            lower: Number(element.getAttribute('data-lower')),
            upper: Number(element.getAttribute('data-upper')),
            title: element.querySelector('title')?.textContent ?? null,
          };
        };
        return {
          rate: tr.getAttribute('data-rate'),
          wilson: box('rect.band'),
          anytime: box('rect.band-anytime'),
          text: tr.querySelector('td.anytime')!.textContent,
          label: tr.querySelector('svg.interval')!.getAttribute('aria-label'),
        };
      }),
    );
    expect(drawn).toHaveLength(9);
    let wider = 0;
    for (const row of drawn) {
      const rate = report[row.rate!] as DrawnRate;
      if (rate.value === null) {
        expect([row.wilson, row.anytime, row.text]).toEqual([null, null, '—']);
        continue;
      }
      // both drawn, at the API's bounds, visibly: a filled band and a dashed outline around it
      expect([row.wilson!.lower, row.wilson!.upper]).toEqual([rate.lower, rate.upper]);
      expect([row.anytime!.lower, row.anytime!.upper]).toEqual([rate.anytimeLowerBound, rate.anytimeUpperBound]);
      expect(row.wilson!.height).toBeGreaterThan(0);
      expect(row.anytime!.height).toBeGreaterThan(row.wilson!.height);
      expect(row.anytime!.left).toBeLessThanOrEqual(row.wilson!.left + 0.01);
      expect(row.anytime!.right).toBeGreaterThanOrEqual(row.wilson!.right - 0.01);
      expect(row.anytime!.stroke).not.toBe('none');
      expect(row.anytime!.dash).not.toBe('none');
      expect(row.anytime!.fill).toBe('none');
      if (row.anytime!.width > row.wilson!.width + 1) wider += 1;
      // labelled: the row's text column, the picture's accessible name and each shape's own title
      expect(row.text).toBe(`[${percent(rate.anytimeLowerBound)}–${percent(rate.anytimeUpperBound)}]`);
      expect(row.label).toContain(`95% interval ${percent(rate.lower)} to ${percent(rate.upper)}`);
      expect(row.label).toContain(`anytime-valid interval ${percent(rate.anytimeLowerBound)} to ${percent(rate.anytimeUpperBound)}`);
      expect(row.wilson!.title).toBe(`95% Wilson interval ${percent(rate.lower)} to ${percent(rate.upper)}`);
      expect(row.anytime!.title).toBe(`Anytime-valid interval ${percent(rate.anytimeLowerBound)} to ${percent(rate.anytimeUpperBound)}`);
    }
    // the difference is visible: on the rates with a value the outline is wider than the band
    expect(wider).toBeGreaterThan(0);
    expect(await page.isVisible('#interval-legend [data-legend="wilson"]')).toBe(true);
    expect(await page.isVisible('#interval-legend [data-legend="anytime"]')).toBe(true);
    expect(await page.textContent('#interval-legend')).toMatch(/95% Wilson interval.*anytime-valid interval/s);
    expect(await page.$$eval('#rates thead th', (ths) => ths.map((th) => th.textContent))).toEqual(
      expect.arrayContaining(['95% Wilson', 'Anytime-valid']),
    );
    await page.screenshot({ path: path.join(IMAGES, 'dashboard-intervals.png'), fullPage: false });
    await page.close();
  }, 120_000);

  it('draws the trend with one point per bucket of reliabilitySeries, and the lineage of a model change', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/#/cohort/${demo.cohorts.established}?bucket=WEEK&bucketMin=3`);
    await page.waitForSelector('#sign-in, #rates');
    if (await page.$('#sign-in')) await signIn(page);
    await page.waitForSelector('#trend canvas');
    const asOf = await page.getAttribute('#shown-as-of', 'datetime');
    const report = expectTypename(
      (
        await api(
          graphql(`query DashboardTrendWindow($id: ID!, $asOf: DateTime) {
            reliability(cohortId: $id, asOf: $asOf) { __typename ... on ReliabilityReport { window { start } } } }`),
          { id: demo.cohorts.established, asOf },
        )
      ).reliability,
      'ReliabilityReport',
    );
    // the cohort's page shows a lastDays window, which has a start
    expect(report.window.start).not.toBeNull();
    const series = expectTypename(
      (
        await api(
          graphql(`query DashboardTrendSeries($id: ID!, $from: DateTime!, $to: DateTime) {
            reliabilitySeries(cohortId: $id, bucket: WEEK, from: $from, to: $to, minSamples: 3) {
              __typename ... on ReliabilitySeries { points { start independentlyVerifiedPassRate { value } } } } }`),
          { id: demo.cohorts.established, from: report.window.start!, to: asOf },
        )
      ).reliabilitySeries,
      'ReliabilitySeries',
    );
    const expectedValued = series.points.filter((point) => point.independentlyVerifiedPassRate.value !== null).length;
    expect(series.points.length).toBeGreaterThan(3);
    const plotted = await page.$eval('#trend', (figure: TrendFigure) => ({
      buckets: Number(figure.getAttribute('data-points')),
      x: figure.uplot.data[0]!.length,
      valued: figure.uplot.data[4]!.filter((value: number | null) => value !== null).length,
    }));
    expect(plotted).toEqual({ buckets: series.points.length, x: series.points.length, valued: expectedValued });
    // The first and last buckets' bars lie wholly inside the plot area (the DOM box uPlot
    // draws in), each as wide as the bars between them: none is cut at an edge.
    const bars = await page.$eval('#trend', (figure: TrendFigure) => {
      const u = figure.uplot;
      const area = u.over.getBoundingClientRect();
      const xs = u.data[0] as number[];
      const at = (index: number) => area.left + u.valToPos(xs[index]!, 'x');
      // uPlot's bars({ size: [0.6, 40] }): 60% of the gap between neighbouring buckets, at most 40 px, centred.
      const width = Math.min(40, (at(1) - at(0)) * 0.6);
      const last = xs.length - 1;
      return {
        left: area.left,
        right: area.right,
        firstStart: at(0) - width / 2,
        lastEnd: at(last) + width / 2,
        width,
        firstSamples: u.data[1]![0],
        lastSamples: u.data[1]![last],
      };
    });
    expect(bars.width).toBeGreaterThan(2);
    expect(bars.firstSamples).toBeGreaterThan(0);
    expect(bars.lastSamples).toBeGreaterThan(0);
    expect(bars.firstStart).toBeGreaterThanOrEqual(bars.left);
    expect(bars.lastEnd).toBeLessThanOrEqual(bars.right);
    expect(await page.$$eval('#series-table tbody tr', (trs) => trs.length)).toBe(series.points.length);

    // The model change sits beside this cohort: a requalifying cohort differing in runtime.
    const lineage = await page.$$eval('#lineage tbody tr', (trs) =>
      trs.map((tr) => ({ cohort: tr.getAttribute('data-cohort'), differs: tr.querySelector('.differs')!.textContent })),
    );
    expect(lineage).toContainEqual({ cohort: demo.cohorts.requalifying, differs: 'runtime' });
    expect(lineage).toContainEqual({ cohort: demo.cohorts.newPolicy, differs: 'policy' });
    await page.screenshot({ path: path.join(IMAGES, 'dashboard-cohort.png'), fullPage: true });
    await page.close();
  }, 120_000);

  it('shows the project by its label in place of its UUID, and the UUID of a project without one', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/#/?project=${demo.projects.platform}`);
    await page.waitForSelector('#sign-in, #cohorts');
    if (await page.$('#sign-in')) await signIn(page);
    await page.waitForSelector('#cohorts tbody tr');
    const options = await page.$$eval('#project option', (all) => all.map((option) => [option.getAttribute('value'), option.textContent]));
    expect(options).toEqual(
      expect.arrayContaining([
        [demo.projects.platform, DEMO_PLATFORM_LABEL],
        [demo.projects.docs, demo.projects.docs],
      ]),
    );
    expect(await page.textContent('#project-name')).toBe(DEMO_PLATFORM_LABEL);
    const shownText = () => page.$eval('main', (main) => (main as HTMLElement).innerText);
    expect(await shownText()).not.toContain(demo.projects.platform);

    await page.click(`#cohorts tr[data-cohort="${demo.cohorts.established}"] th a`);
    await page.waitForSelector('#rates');
    expect(await page.textContent('#project-name')).toBe(DEMO_PLATFORM_LABEL);
    expect(await page.textContent('.crumbs a')).toBe(`← Cohorts of ${DEMO_PLATFORM_LABEL}`);
    expect(await shownText()).not.toContain(demo.projects.platform);

    await page.goto(`${origin}/dashboard/#/agreement?project=${demo.projects.platform}`);
    await page.waitForSelector('table.agreement');
    expect(await page.textContent('#project-name')).toBe(DEMO_PLATFORM_LABEL);
    expect(await shownText()).not.toContain(demo.projects.platform);
    await page.close();
  }, 120_000);

  it("shows the cohort's graded summary with the numbers the API gives, and an attempt's gradings", async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/#/cohort/${demo.cohorts.established}`);
    await page.waitForSelector('#sign-in, #rates');
    if (await page.$('#sign-in')) await signIn(page);
    await page.waitForSelector('#graded-summary');
    const asOf = await page.getAttribute('#shown-as-of', 'datetime');
    const summary = expectTypename(
      (
        await api(
          graphql(`query DashboardGradedSummary($id: ID!, $rubric: String!, $asOf: DateTime) {
            gradedSummary(cohortId: $id, rubricDigest: $rubric, asOf: $asOf) { __typename ... on GradedSummary {
              state sampleSize minSamples attemptsInWindow regradedCount notIndependentCount meanChangeAfterRework
              reworkRecommendedRate { numerator denominator value lower upper }
              humanAgreementRate { numerator denominator value lower upper }
              humanAgreement { passAccepted passRejected failAccepted failRejected }
              criteria { criterionId scored distribution { level count } belowThresholdRate { numerator denominator value lower upper }
                reworkPairs meanChangeAfterRework } } } }`),
          { id: demo.cohorts.established, rubric: demo.rubricDigest, asOf },
        )
      ).gradedSummary,
      'GradedSummary',
    );
    // The example is graded enough for values: 28 graded attempts, some re-graded, two not independent, human decisions on six.
    expect(summary).toMatchObject({ state: 'OK', sampleSize: 28, notIndependentCount: 2 });
    expect(summary.regradedCount).toBeGreaterThan(0);
    expect(summary.humanAgreementRate.denominator).toBe(6);
    expect(summary.humanAgreement.passRejected).toBe(1);
    expect(await page.getAttribute('#graded-summary', 'data-rubric')).toBe(demo.rubricDigest);
    expect(await page.getAttribute('#graded-summary', 'data-state')).toBe(summary.state);
    expect(await page.textContent('#graded-samples')).toBe(`${summary.sampleSize} / ${summary.minSamples}`);
    expect(await page.textContent('#graded-in-window')).toBe(String(summary.attemptsInWindow));
    expect(await page.textContent('#graded-regraded')).toBe(String(summary.regradedCount));
    expect(await page.textContent('#graded-not-independent')).toBe(String(summary.notIndependentCount));
    const signed = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${value.toFixed(2)}`);
    expect(await page.textContent('#graded-mean-change')).toBe(signed(summary.meanChangeAfterRework));
    const rateText = (rate: { value: number | null; lower: number | null; upper: number | null }) =>
      rate.value === null ? 'not shown' : `${percent(rate.value)} [${percent(rate.lower!)}–${percent(rate.upper!)}]`;
    const rates = await page.$$eval('#graded-rates tbody tr', (trs) =>
      trs.map((tr) => ({
        rate: tr.getAttribute('data-rate'),
        text: tr.querySelector('.rate-text')!.textContent,
        count: tr.querySelector('td.num')!.textContent,
      })),
    );
    expect(rates).toEqual(
      (['reworkRecommendedRate', 'humanAgreementRate'] as const).map((name) => ({
        rate: name,
        text: rateText(summary[name]),
        count: `${summary[name].numerator} / ${summary[name].denominator}`,
      })),
    );
    expect(summary.humanAgreementRate.value).not.toBeNull();
    const agreement = await page.$$eval('#graded-agreement [data-count]', (cells) =>
      Object.fromEntries(cells.map((cell) => [cell.getAttribute('data-count'), Number(cell.textContent)])),
    );
    expect(agreement).toEqual(summary.humanAgreement);
    const criteria = await page.$$eval('#graded-criteria tbody tr', (trs) =>
      trs.map((tr) => ({
        criterionId: tr.getAttribute('data-criterion'),
        levels: [...tr.querySelectorAll('[data-level]')].map((cell) => Number(cell.getAttribute('data-count'))),
        below: tr.querySelector('.rate-text')!.textContent,
      })),
    );
    expect(criteria).toEqual(
      summary.criteria.map((criterion) => ({
        criterionId: criterion.criterionId,
        levels: criterion.distribution.map((entry) => entry.count),
        below: rateText(criterion.belowThresholdRate),
      })),
    );
    expect(criteria.map((criterion) => criterion.levels.reduce((sum, count) => sum + count, 0))).toEqual(
      summary.criteria.map((criterion) => criterion.scored),
    );
    expect(await page.$$eval('#graded-attempts tbody tr', (trs) => trs.length)).toBe(summary.sampleSize);
    await page.locator('#gradings').screenshot({ path: path.join(IMAGES, 'dashboard-gradings.png') });

    // An attempt graded in both rounds: from its row to its page, every grading as the API has it.
    const attemptId = demo.regradedAttempts[0]!;
    await page.click(`#graded-attempts tr[data-attempt="${attemptId}"] a`);
    await page.waitForSelector('#attempt-gradings');
    const expected = (
      await api(
        graphql(`query DashboardAttemptGradings($id: ID!) { attempt(id: $id) {
          gradedVerifications { ledgerId round graderModel gradedPass reworkRecommended belowThreshold scores { criterionId score } } } }`),
        { id: attemptId },
      )
    ).attempt!.gradedVerifications;
    expect(expected.map((grading) => grading.round)).toEqual([0, 1]);
    const shown = await page.$$eval('#attempt-gradings tbody tr', (trs) =>
      trs.map((tr) => ({
        ledgerId: tr.getAttribute('data-grading'),
        round: Number(tr.getAttribute('data-round')),
        graderModel: tr.children[3]!.textContent,
        scores: [...tr.querySelectorAll('[data-criterion]')].map((score) => ({
          criterionId: score.getAttribute('data-criterion'),
          score: Number(score.getAttribute('data-score')),
        })),
        below: tr.querySelector('td.below-threshold')!.textContent,
        verdict: tr.querySelector('.verdict')!.textContent,
      })),
    );
    expect(shown).toEqual(
      expected.map((grading) => ({
        ledgerId: grading.ledgerId,
        round: grading.round,
        graderModel: grading.graderModel,
        scores: grading.scores,
        below: grading.belowThreshold.length ? grading.belowThreshold.join(', ') : 'none',
        verdict: grading.gradedPass ? 'pass' : grading.reworkRecommended ? 'fail, rework recommended' : 'fail',
      })),
    );
    expect(shown[0]!.verdict).toBe('fail, rework recommended');
    expect(await page.textContent('#project-name')).toBe(DEMO_PLATFORM_LABEL);
    await page.close();
  }, 120_000);

  it('compares a cohort with its predecessor, the numbers cohortComparison gives', async () => {
    // The capability's cohorts in the order they were created; the newest has the others before it.
    const ordered = await establishedLineage();
    expect(ordered.length).toBeGreaterThanOrEqual(3);
    const subject = ordered.at(-1)!.ledgerId;
    const predecessor = ordered.at(-2)!.ledgerId;

    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/#/cohort/${subject}?minSamples=5`);
    await page.waitForSelector('#sign-in, #rates');
    if (await page.$('#sign-in')) await signIn(page);
    await page.waitForSelector('#predecessor-comparison');
    const asOf = await page.getAttribute('#shown-as-of', 'datetime');
    expect(await page.getAttribute('#predecessor-comparison', 'data-predecessor')).toBe(predecessor);
    const comparison = expectTypename(
      (
        await api(
          graphql(`query DashboardPredecessorComparison($a: ID!, $b: ID!, $asOf: DateTime) {
            cohortComparison(a: $a, b: $b, asOf: $asOf, minSamples: 5) { __typename ... on CohortComparison {
              a { state } b { state } independentlyVerifiedPassRate { difference } falseSuccessRate { difference } overrideRate { difference } } } }`),
          { a: predecessor, b: subject, asOf },
        )
      ).cohortComparison,
      'CohortComparison',
    );
    expect([comparison.a.state, comparison.b.state]).toEqual(['OK', 'OK']);
    expect(comparison.independentlyVerifiedPassRate.difference).not.toBeNull();
    const shown = Object.fromEntries(
      await page.$$eval('#predecessor-comparison tbody tr', (trs) =>
        trs.map((tr) => [tr.getAttribute('data-rate'), tr.getAttribute('data-difference')]),
      ),
    );
    expect(Object.keys(shown)).toHaveLength(9);
    for (const name of ['independentlyVerifiedPassRate', 'falseSuccessRate', 'overrideRate'] as const)
      expect(shown[name]).toBe(comparison[name].difference === null ? '' : String(comparison[name].difference));
    await page.close();
  }, 120_000);

  it('plots what a verified success costs beside the verified pass rate, with both intervals, as reliability and cohortComparison give them', async () => {
    const ordered = await establishedLineage();
    const subject = ordered.at(-1)!.ledgerId;
    const predecessor = ordered.at(-2)!.ledgerId;

    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin}/dashboard/#/cohort/${subject}?minSamples=5`);
    await page.waitForSelector('#sign-in, #rates');
    if (await page.$('#sign-in')) await signIn(page);
    await page.waitForSelector('#cost-plot');
    const asOf = await page.getAttribute('#shown-as-of', 'datetime');
    const answer = await api(
      graphql(`query DashboardCostPlot($a: ID!, $b: ID!, $asOf: DateTime) {
        reliability(cohortId: $b, asOf: $asOf, minSamples: 5) { __typename ... on ReliabilityReport {
          state independentlyVerifiedPassRate { value lower upper }
          costPerVerifiedSuccess { ...DashboardEffortFigure } tokensPerVerifiedSuccess { ...DashboardEffortFigure }
          timePerVerifiedSuccess { ...DashboardEffortFigure } } }
        cohortComparison(a: $a, b: $b, asOf: $asOf, minSamples: 5) { __typename ... on CohortComparison { independentlyVerifiedPassRate { a { value } }
          costPerVerifiedSuccess { status ratio lower upper a { estimate } } tokensPerVerifiedSuccess { ratio } timePerVerifiedSuccess { ratio } } }
      }
      fragment DashboardEffortFigure on EffortPerVerifiedSuccess { measure status estimate lower upper total currency verifiedPasses attempts }`),
      { a: predecessor, b: subject, asOf },
    );
    const report = expectTypename(answer.reliability, 'ReliabilityReport');
    const comparison = expectTypename(answer.cohortComparison, 'CohortComparison');
    // The example's platform attempts state their cost: both cohorts have a figure to plot.
    expect(report.state).toBe('OK');
    expect(report.costPerVerifiedSuccess).toMatchObject({ status: 'OK', currency: 'USD' });
    expect(comparison.costPerVerifiedSuccess.status).toBe('OK');

    const points = await page.$$eval('#cost-plot g.cost-point', (groups) =>
      groups.map((group) => ({
        cohort: group.getAttribute('data-cohort'),
        rate: group.getAttribute('data-rate'),
        cost: group.getAttribute('data-cost'),
        lower: group.getAttribute('data-cost-lower'),
        upper: group.getAttribute('data-cost-upper'),
        bands: [...group.querySelectorAll('rect.band')].map((band) => ({
          title: band.querySelector('title')?.textContent ?? '',
          height: band.getBoundingClientRect().height,
          width: band.getBoundingClientRect().width,
        })),
        dot: (() => {
          const box = group.querySelector('circle.point')!.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        })(),
      })),
    );
    expect(points.map((point) => point.cohort)).toEqual(['predecessor', 'this']);
    const mine = points.find((point) => point.cohort === 'this')!;
    expect(mine.rate).toBe(String(report.independentlyVerifiedPassRate.value));
    expect([mine.cost, mine.lower, mine.upper]).toEqual(
      [report.costPerVerifiedSuccess.estimate, report.costPerVerifiedSuccess.lower, report.costPerVerifiedSuccess.upper].map(String),
    );
    // One band across (the pass rate's Wilson interval), one band up (the cost's interval), each titled.
    expect(mine.bands.map((band) => band.title)).toEqual([
      expect.stringContaining('verified pass rate'),
      expect.stringContaining('cost per verified success'),
    ]);
    expect(mine.bands[0]!.width).toBeGreaterThan(mine.bands[0]!.height);
    expect(mine.bands[1]!.height).toBeGreaterThan(mine.bands[1]!.width);
    const theirs = points.find((point) => point.cohort === 'predecessor')!;
    expect(theirs.rate).toBe(String(comparison.independentlyVerifiedPassRate.a.value));
    expect(theirs.cost).toBe(String(comparison.costPerVerifiedSuccess.a.estimate));
    // Up is dearer, right is more reliable: the two dots sit in the order of their numbers.
    expect(Math.sign(mine.dot.x - theirs.dot.x)).toBe(
      Math.sign(given(report.independentlyVerifiedPassRate.value) - given(comparison.independentlyVerifiedPassRate.a.value)),
    );
    expect(Math.sign(theirs.dot.y - mine.dot.y)).toBe(
      Math.sign(given(report.costPerVerifiedSuccess.estimate) - given(comparison.costPerVerifiedSuccess.a.estimate)),
    );
    expect(await page.getAttribute('#cost-plot svg', 'aria-label')).toContain('per verified success');

    const rows = await page.$$eval('#effort tbody tr', (trs) =>
      trs.map((tr) => ({
        measure: tr.getAttribute('data-measure'),
        status: tr.getAttribute('data-status'),
        estimate: tr.getAttribute('data-estimate'),
        ratio: tr.querySelector('td.ratio')?.getAttribute('data-ratio') ?? null,
        text: tr.querySelector('td.ratio')?.textContent ?? null,
      })),
    );
    expect(rows.map((row) => row.measure)).toEqual(['COST', 'TOKENS', 'TIME']);
    for (const [index, name] of (['costPerVerifiedSuccess', 'tokensPerVerifiedSuccess', 'timePerVerifiedSuccess'] as const).entries()) {
      expect(rows[index]!.status).toBe(report[name].status);
      expect(rows[index]!.estimate).toBe(report[name].estimate === null ? '' : String(report[name].estimate));
      expect(rows[index]!.ratio).toBe(comparison[name].ratio === null ? '' : String(comparison[name].ratio));
    }
    const cost = comparison.costPerVerifiedSuccess;
    expect(rows[0]!.text).toBe(
      cost.lower === null
        ? `${given(cost.ratio).toFixed(2)}× (no interval)`
        : `${given(cost.ratio).toFixed(2)}× [${cost.lower.toFixed(2)}× to ${given(cost.upper).toFixed(2)}×]`,
    );
    await page.locator('#cost-section').screenshot({ path: path.join(IMAGES, 'dashboard-cost.png') });

    // The docs project's attempts state no cost: its figure is unknown, listed, never drawn as zero.
    await page.goto(`${origin}/dashboard/#/cohort/${demo.cohorts.docs}?minSamples=5`);
    await page.waitForSelector(`#cost-plot[data-drawn="0"]`);
    expect(await page.getAttribute('#effort tbody tr[data-measure="COST"]', 'data-status')).toBe('UNKNOWN_EFFORT');
    expect(await page.getAttribute('#effort tbody tr[data-measure="TIME"]', 'data-status')).toBe('OK');
    expect(await page.textContent('#cost-plot .not-drawn')).toContain('unknown');
    await page.close();
  }, 120_000);

  it("lists the project's alerts newest first as the API pages them, and the cohort's own alerts on its page", async () => {
    const alertsOf = async (subject?: string) =>
      expectTypename((await api(ALERTS, { projectId: demo.projects.platform, subject, first: 50 })).alerts, 'AlertConnection');
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/#/alerts?project=${demo.projects.platform}`);
    await page.waitForSelector('#sign-in, #alerts');
    if (await page.$('#sign-in')) await signIn(page);
    await page.waitForSelector('#alerts tbody tr');
    const rowsOf = (selector: string) =>
      page.$$eval(`${selector} tbody tr`, (trs) =>
        trs.map((tr) => ({
          id: tr.getAttribute('data-alert'),
          kind: tr.getAttribute('data-kind'),
          subject: tr.getAttribute('data-subject'),
          subjectHref: tr.querySelector('td.subject a')?.getAttribute('href') ?? null,
          raisedAt: tr.querySelector('time.raised-at')!.getAttribute('datetime'),
          transitionAt: tr.querySelector('time.transition-at')!.getAttribute('datetime'),
          reportDigest: tr.querySelector('code.report-digest')!.textContent,
          details: tr.querySelector('td.details')!.getAttribute('data-details'),
          detailsText: (tr.querySelector('td.details') as HTMLElement).innerText,
        })),
      );
    const answer = await alertsOf();
    const shown = await rowsOf('#alerts');
    const expected = answer.edges.map(({ node }) => node);
    // The example raises a change of state and a critical failure in several cohorts.
    expect(expected.length).toBeGreaterThan(3);
    expect(new Set(expected.map((alert) => alert.kind))).toEqual(new Set(['STATE_CHANGED', 'CRITICAL_FAILURE']));
    expect(shown.map(({ subjectHref: _href, detailsText: _text, ...row }) => row)).toEqual(
      expected.map((alert) => ({
        id: alert.ledgerId,
        kind: alert.kind,
        subject: alert.subject,
        raisedAt: alert.raisedAt,
        transitionAt: alert.transitionAt,
        reportDigest: alert.reportDigest,
        details: alert.details,
      })),
    );
    const raisedOrder = shown.map((row) => row.raisedAt!);
    expect(raisedOrder).toEqual([...raisedOrder].sort().reverse());
    // Each cohort subject reads as its capability, model and policy and its project's label,
    // as the API names that cohort, linked to the cohort page; no bare UUID is shown.
    const subjects = await page.$$eval('#alerts tbody tr', (trs) =>
      trs.map((tr) => ({
        subject: tr.getAttribute('data-subject'),
        capability: tr.querySelector('td.subject .cohort-capability')?.textContent ?? null,
        model: tr.querySelector('td.subject .cohort-model')?.textContent ?? null,
        policy: tr.querySelector('td.subject .cohort-policy')?.textContent ?? null,
        project: tr.querySelector('td.subject .cohort-project')?.textContent ?? null,
        text: (tr.querySelector('td.subject') as HTMLElement).innerText,
      })),
    );
    for (const shownSubject of subjects) {
      const { cohort: found } = await api(
        graphql(`query DashboardAlertSubject($id: ID!) {
          cohort(id: $id) { capabilityKey provider model runtimeVersion harnessVersion policyVersion } }`),
        { id: shownSubject.subject! },
      );
      expect(found).not.toBeNull();
      const cohort = found!;
      expect(shownSubject).toEqual({
        subject: shownSubject.subject,
        capability: cohort.capabilityKey,
        model: `${cohort.provider}/${cohort.model} ${cohort.runtimeVersion}`,
        policy: `${cohort.harnessVersion} · ${cohort.policyVersion}`,
        project: DEMO_PLATFORM_LABEL,
        text: expect.not.stringContaining(shownSubject.subject!),
      });
    }
    for (const row of shown) {
      expect(row.subjectHref).toBe(`#/cohort/${row.subject}`);
      for (const [name, value] of Object.entries(JSON.parse(row.details!) as Record<string, unknown>))
        expect(row.detailsText).toContain(`${name} ${value}`);
    }
    // A critical failure of the established cohort is among them, with its report's digest.
    const critical = shown.find((row) => row.kind === 'CRITICAL_FAILURE' && row.subject === demo.cohorts.established)!;
    expect(critical).toBeDefined();
    const report = expectTypename(
      (
        await api(
          graphql(`query DashboardAlertReportDigest($id: ID!, $asOf: DateTime) {
            reliability(cohortId: $id, asOf: $asOf) { __typename ... on ReliabilityReport { evidenceDigest } } }`),
          { id: demo.cohorts.established, asOf: critical.transitionAt },
        )
      ).reliability,
      'ReliabilityReport',
    );
    expect(critical.reportDigest).toBe(report.evidenceDigest);
    await page.screenshot({ path: path.join(IMAGES, 'dashboard-alerts.png'), fullPage: true });

    // From the subject to the cohort page: its Alerts section holds its alerts only.
    await page.click(`#alerts tr[data-alert="${critical.id}"] td.subject a`);
    await page.waitForSelector('#cohort-alerts tbody tr');
    expect(await page.textContent('#cohort-title')).toContain(subjects.find((row) => row.subject === critical.subject)!.capability!);
    expect(new URL(page.url()).hash).toBe(`#/cohort/${critical.subject}`);
    const own = (await alertsOf(demo.cohorts.established)).edges.map(({ node }) => node.ledgerId);
    const onCohort = await rowsOf('#cohort-alerts');
    expect(onCohort.map((row) => row.id)).toEqual(own);
    expect(onCohort.map((row) => row.id)).toContain(critical.id);
    expect(new Set(onCohort.map((row) => row.subject))).toEqual(new Set([demo.cohorts.established]));
    expect(own).toEqual(shown.filter((row) => row.subject === demo.cohorts.established).map((row) => row.id));

    // The docs project has no rules: no alerts, in the list and on its cohort's page.
    await page.goto(`${origin}/dashboard/#/alerts?project=${demo.projects.docs}`);
    await page.waitForSelector('p#alerts');
    expect(await page.textContent('p#alerts')).toBe('No alerts raised.');
    await page.goto(`${origin}/dashboard/#/cohort/${demo.cohorts.docs}`);
    await page.waitForSelector('#rates');
    expect(await page.textContent('p#cohort-alerts')).toBe('No alerts raised.');
    await page.close();
  }, 120_000);

  it('shows agreement rates per lane and tier with the waives the API counts', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/#/agreement?project=${demo.projects.platform}`);
    await page.waitForSelector('#sign-in, table.agreement');
    if (await page.$('#sign-in')) await signIn(page);
    await page.waitForSelector('table.agreement');
    const asOf = await page.getAttribute('#shown-as-of', 'datetime');
    const answer = expectTypename(
      (
        await api(
          graphql(`query DashboardAgreementRates($p: String!, $asOf: DateTime) {
            agreementRates(projectId: $p, asOf: $asOf) { __typename ... on AgreementRatesReport {
              lanes { lane allTiers { waiveCount falsePassRate { value } } tiers { riskTier waiveCount } } } } }`),
          { p: demo.projects.platform, asOf },
        )
      ).agreementRates,
      'AgreementRatesReport',
    );
    expect(answer.lanes.length).toBe(2);
    for (const lane of answer.lanes) {
      const shown = await page.$$eval(`table.agreement[data-lane="${lane.lane}"] tbody tr`, (trs) =>
        trs.map((tr) => ({ tier: tr.getAttribute('data-tier'), waives: Number(tr.querySelector('.waives')!.textContent) })),
      );
      expect(shown).toEqual([
        { tier: 'ALL', waives: lane.allTiers.waiveCount },
        ...lane.tiers.map((tier) => ({ tier: tier.riskTier, waives: tier.waiveCount })),
      ]);
    }
    expect(answer.lanes.reduce((sum, lane) => sum + lane.allTiers.waiveCount, 0)).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(IMAGES, 'dashboard-agreement.png'), fullPage: true });
    await page.close();
  }, 120_000);

  it('reproduces the exact view from its permalink after more history is recorded, for someone else signing in', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/#/?project=${demo.projects.platform}`);
    await page.waitForSelector('#sign-in, #cohorts');
    if (await page.$('#sign-in')) await signIn(page);
    await page.waitForSelector('#cohorts tbody tr');
    const before = await overviewRows(page);
    const permalink = await page.getAttribute('#permalink', 'href');
    expect(permalink).toMatch(/asOf=/);
    expect(permalink).not.toContain(adminToken);

    await recordDemoHistory({ url: service.url, tokens, projects: demo.projects });
    await page.reload();
    await page.waitForSelector('#cohorts tbody tr');
    const latest = await overviewRows(page);
    expect(latest.find((row) => row.cohort === demo.cohorts.established)!.samples).toBeGreaterThan(
      before.find((row) => row.cohort === demo.cohorts.established)!.samples,
    );

    // A second person: a fresh tab has an empty session storage and signs in first.
    const other = await context.newPage();
    await other.goto(`${origin}/dashboard/${permalink}`);
    await other.waitForSelector('#sign-in');
    await signIn(other);
    await other.waitForSelector('#cohorts tbody tr');
    expect(await overviewRows(other)).toEqual(before);
    expect(await other.getAttribute('#shown-final', 'data-final')).toBe('true');
    await other.close();
    await page.close();
  }, 180_000);

  it('loaded nothing from anywhere but the server, and broke no content-security rule', () => {
    expect(requestedUrls.length).toBeGreaterThan(0);
    expect(requestedUrls.map((url) => new URL(url).pathname)).toContain('/dashboard/generated/ledger-client.js');
    expect(blocked).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});

/** A raw request, so the path reaches the server exactly as written (fetch would normalise it). */
function raw(pathname: string, method = 'GET', headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path: pathname, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the dashboard files over HTTP', () => {
  it('serves its files and the chart library with their content types, a self-only CSP and revalidated caching', async () => {
    const page = await raw('/dashboard/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // No inline script: every script tag names a file.
    expect(page.body.match(/<script\b[^>]*>/g)!.every((tag) => /\bsrc="[^"]+"/.test(tag))).toBe(true);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect((await raw('/dashboard/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await raw('/dashboard/style.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    const chart = await raw('/dashboard/vendor/uPlot.iife.min.js');
    expect(chart.status).toBe(200);
    expect(chart.body).toContain('uPlot');
    const etag = String((await raw('/dashboard/app.js')).headers.etag);
    const again = await raw('/dashboard/app.js', 'GET', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect((await raw('/dashboard')).status).toBe(308);
    expect((await raw('/dashboard/', 'POST')).status).toBe(405);
  });

  it('sends its operations through the client package, by the hashes of the manifest the server runs, which refuses any other document', async () => {
    // The package's browser module, served as built and committed (npm run client:browser:check holds it current).
    const module = await raw('/dashboard/generated/ledger-client.js');
    expect(module.status).toBe(200);
    expect(module.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(module.body).toBe(readFileSync(path.join(ROOT, 'dashboard', 'generated', 'ledger-client.js'), 'utf8'));
    expect(module.body).not.toMatch(/^\s*import\b/m);
    // Every operation the dashboard declares is in it with its manifest hash, and no other document.
    const declared = [...readFileSync(path.join(ROOT, 'dashboard', 'operations.graphql'), 'utf8').matchAll(/^query (\w+)/gm)].map(
      (match) => match[1]!,
    );
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'client', 'generated', 'persisted-documents.json'), 'utf8')) as Record<
      string,
      string
    >;
    const carried = [...module.body.matchAll(/"hash": "(sha256:[0-9a-f]{64})"/g)].map((match) => match[1]!);
    const hashOf = (name: string) => Object.entries(manifest).find(([, document]) => new RegExp(`\\bquery ${name}\\b`).test(document))?.[0];
    expect(carried.sort()).toEqual(declared.map(hashOf).sort());
    // The page's one data layer goes through it: no other dashboard file calls fetch.
    const api = await raw('/dashboard/api.js');
    expect(api.body).toContain("from './generated/ledger-client.js'");
    const views = readdirSync(path.join(ROOT, 'dashboard')).filter((file) => file.endsWith('.js') && file !== 'api.js');
    expect(views).toContain('app.js');
    for (const file of views) expect((await raw(`/dashboard/${file}`)).body).not.toMatch(/\bfetch\(/);
    // the browser's server runs nothing but them
    const text = await fetch(trustedOnly.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ query: '{ cohorts(first: 1) { edges { node { id } } } }' }),
    });
    expect(text.status).toBe(403);
  });

  it('cannot be walked out of: every spelling of a path outside the dashboard is not found', async () => {
    for (const attempt of [
      '/dashboard/../package.json',
      '/dashboard/%2e%2e/package.json',
      '/dashboard/..%2fpackage.json',
      '/dashboard/..%2F..%2Fpackage.json',
      '/dashboard/vendor/../../package.json',
      '/dashboard/..\\package.json',
      '/dashboard//etc/passwd',
      '/dashboard/%2fetc%2fpasswd',
      '/dashboard/vendor/../../src/config.ts',
      '/dashboard/./app.js/../../.env',
      '/dashboard/%00',
    ]) {
      const answer = await raw(attempt);
      expect({ attempt, status: answer.status }).toEqual({ attempt, status: 404 });
      expect(answer.body).not.toContain('capability-reliability-ledger');
      expect(answer.body).not.toContain('root:');
    }
    // The GraphQL endpoint is still answered by the GraphQL app.
    const graphql = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expect(graphql.status).toBe(401);
  });
});
