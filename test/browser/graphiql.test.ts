// GraphiQL served from the installed package (@graphql-yoga/render-graphiql), in a
// headless Chromium that may reach nothing but the ledger on loopback: the page
// loads offline, shows the README's example query, explains what to paste while the
// headers hold the placeholder (sending nothing), loads the schema and runs the query
// once a token is put into the headers template, and keeps that token out of localStorage.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { GRAPHIQL_TOKEN_GUIDANCE, GRAPHIQL_TOKEN_PLACEHOLDER } from '../../src/http/graphiql.js';
import { startService, type LedgerService } from '../../src/process/service.js';
import { confinedBrowser } from '../helpers/browser.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';

let ledger: TestLedger;
let service: LedgerService;
let context: BrowserContext;
let userDataDir: string;
let adminToken: string;
let blocked: string[] = [];
/** The guidance, spaces left out (as the response pane is read). */
const GUIDANCE = GRAPHIQL_TOKEN_GUIDANCE.replace(/\s+/g, '');

beforeAll(async () => {
  ledger = await createTestLedger();
  userDataDir = mkdtempSync(path.join(tmpdir(), 'crl-graphiql-'));
  const tokenFile = path.join(userDataDir, 'first-token.txt');
  service = await startService(
    loadConfig({ DATABASE_URL: ledger.ownerUrl, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', FIRST_TOKEN_FILE: tokenFile }),
  );
  adminToken = readFileSync(tokenFile, 'utf8').trim();
  const origin = new URL(service.url).origin;
  ({ context, blocked } = await confinedBrowser(userDataDir, origin));
}, 240_000);

afterAll(async () => {
  await context?.close();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  await service?.close();
  await ledger?.close();
});

describe('GraphiQL in a browser without internet', () => {
  it('loads from the server alone, shows the example query, and runs it with a token typed into the headers', async () => {
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content-Security-Policy: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const assets: { url: string; status: number; headers: Record<string, string> }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/graphql/assets/'))
        assets.push({ url: response.url(), status: response.status(), headers: response.headers() });
    });
    // Every request to the endpoint that leaves the browser (the page itself is a GET).
    const graphqlRequests: { method: string; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() !== 'GET')
        graphqlRequests.push({ method: request.method(), authorization: request.headers().authorization });
    });
    const answer = await page.goto(service.url, { waitUntil: 'load' });
    // A small page of its own under a strict policy; the script and styles are files.
    const pageHeaders = answer!.headers();
    expect(pageHeaders['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    // Scripts: this origin only. (Styles allow 'unsafe-inline': the editor writes style attributes; docs/security.md.)
    expect(pageHeaders['content-security-policy']).not.toMatch(/script-src[^;]*unsafe|unsafe-eval/);
    expect(pageHeaders['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(pageHeaders['x-content-type-options']).toBe('nosniff');
    expect(pageHeaders['x-frame-options']).toBe('DENY');
    expect(pageHeaders['referrer-policy']).toBe('no-referrer');
    expect(pageHeaders['cache-control']).toBe('no-cache');
    expect((await answer!.body()).length).toBeLessThan(50_000);
    await page.waitForSelector('.graphiql-query-editor .view-lines', { timeout: 30_000 });
    await expect.poll(() => page.innerText('.graphiql-query-editor .view-lines'), { timeout: 15_000 }).toMatch(/cohorts\(first:\s*10\)/);

    // Before a token: every request GraphiQL makes (the schema at load, the query when
    // run) is answered in the page with what to paste; none reaches the server.
    // The response pane as read, spaces left out: the editor wraps long lines anywhere.
    const response = async () => (await page.innerText('.graphiql-response')).replace(/[\s\u00a0]+/g, '');
    await expect.poll(response, { timeout: 30_000 }).toContain(GUIDANCE);
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(response).toContain('npmruntoken--create');
    expect(await response()).not.toMatch(/unknown or revoked/);
    const docsButton = page.locator('.graphiql-sidebar button[aria-label="Show Documentation Explorer"]');
    await docsButton.click();
    await expect.poll(() => page.innerText('.graphiql-doc-explorer')).toMatch(/Error fetching schema/);
    expect(graphqlRequests).toEqual([]);

    await page.getByText('Headers', { exact: true }).click();
    const headers = page.locator('.graphiql-editor-tool .monaco-editor').last();
    await expect.poll(() => headers.innerText()).toContain(GRAPHIQL_TOKEN_PLACEHOLDER);
    // What a user does: double-click the placeholder and paste the token over it. On a
    // loaded machine the two clicks can arrive as two single clicks, leaving the token
    // pasted inside the placeholder; then undo and try again, as a user would.
    const headerText = async () => (await headers.innerText()).replace(/\u00a0/g, ' ');
    for (let attempt = 1; ; attempt += 1) {
      await headers.getByText(GRAPHIQL_TOKEN_PLACEHOLDER).dblclick();
      await page.keyboard.insertText(adminToken);
      await expect.poll(headerText).toContain(adminToken);
      const text = await headerText();
      if (text.includes(`"Bearer ${adminToken}"`)) break;
      if (attempt === 3) throw new Error(`the token did not replace the placeholder: ${text}`);
      await page.keyboard.press('Control+z');
      await expect.poll(headerText).toContain(`"Bearer ${GRAPHIQL_TOKEN_PLACEHOLDER}"`);
    }
    // The Docs pane fills with the schema on its own: no manual re-fetch.
    await expect.poll(() => page.innerText('.graphiql-doc-explorer'), { timeout: 30_000 }).toMatch(/Root Types[\s\S]*query:\s*Query/);
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(response, { timeout: 15_000 }).toMatch(/"data":\s*\{\s*"cohorts":\s*\{\s*"edges":\s*\[\]/);
    // Only requests with the token went out: the schema, once it was pasted, and the query.
    expect(graphqlRequests.length).toBeGreaterThanOrEqual(2);
    for (const request of graphqlRequests) expect(request.authorization).toBe(`Bearer ${adminToken}`);

    // The token lives in this tab's session storage, never in localStorage.
    const stored = () =>
      page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) }));
    await expect.poll(async () => (await stored()).session).toContain(adminToken);
    expect((await stored()).local).not.toContain(adminToken);
    expect((await stored()).local).not.toMatch(/crl_|Bearer/);
    expect(blocked).toEqual([]);
    expect(violations).toEqual([]);
    // The script, the styles and the editor's workers, each a file cached for good. The
    // editor starts its GraphQL worker when it gets to it, which on a loaded machine can
    // be after the answer is shown: wait for it rather than read the list at once.
    const assetPaths = () => assets.map((asset) => new URL(asset.url).pathname.replace(/-[0-9a-f]{20}\./, '-*.')).sort();
    await expect
      .poll(assetPaths, { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining(['/graphql/assets/graphiql-*.css', '/graphql/assets/graphiql-*.js', '/graphql/assets/graphql.worker-*.js']),
      );
    for (const asset of assets) {
      expect(asset.status, asset.url).toBe(200);
      expect(asset.headers['cache-control'], asset.url).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['x-content-type-options'], asset.url).toBe('nosniff');
    }
  }, 120_000);

  it('forgets a token an earlier page left in localStorage', async () => {
    const page = await context.newPage();
    await page.goto(service.url, { waitUntil: 'load' });
    const earlier = JSON.stringify({
      activeTabIndex: 0,
      tabs: [{ id: 'x', hash: 'x', headers: JSON.stringify({ Authorization: `Bearer ${adminToken}` }), query: '{ __typename }' }],
    });
    await page.evaluate((tabState) => {
      localStorage.setItem('graphiql:tabState', tabState);
      localStorage.setItem('graphiql:headers', tabState);
    }, earlier);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('.graphiql-query-editor .view-lines', { timeout: 30_000 });
    await expect
      .poll(async () => (await page.innerText('.graphiql-response')).replace(/[\s\u00a0]+/g, ''), { timeout: 30_000 })
      .toContain(GUIDANCE);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(adminToken);
    await page.close();
  }, 120_000);
});
