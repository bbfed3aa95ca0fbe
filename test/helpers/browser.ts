// Debian's chromium, headless, with a fresh profile, confined to one origin: every
// request elsewhere is aborted and recorded, so a page that would reach a CDN (or any
// other host) shows it. Shared by the browser tests.
import { chromium, type BrowserContext, type Route } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface ConfinedBrowser {
  context: BrowserContext;
  /** Every URL the pages asked for. */
  requested: string[];
  /** The ones that were not the origin's, aborted. */
  blocked: string[];
}

/** Launches chromium in `userDataDir`, letting pages reach only `origin` (and data:/blob: URLs). */
export async function confinedBrowser(userDataDir: string, origin: string): Promise<ConfinedBrowser> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1440, height: 900 },
    args: FLAGS,
  });
  const requested: string[] = [];
  const blocked: string[] = [];
  await context.route('**/*', (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  return { context, requested, blocked };
}
