// A headless Chromium with a fresh profile, confined to one origin: every request
// elsewhere is aborted and recorded, so a page that would reach a CDN (or any other
// host) shows it. Shared by the browser tests.
//
// Which Chromium (docs/running.md, "Browser tests"): CHROMIUM_PATH when set; otherwise
// the system's (Debian's /usr/bin/chromium) when it is installed; otherwise the one
// shipped inside the @sparticuz/chromium package, so `npm ci && npm test` needs no
// browser on the machine. The browser tests never skip: a missing browser fails them.
import { existsSync } from 'node:fs';
import { chromium, type BrowserContext, type Route } from 'playwright-core';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The flags every launch uses, whichever binary it is (the package's own list turns off web security). */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ChromiumChoice {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'system' | 'package';
}

/**
 * The Chromium the browser tests drive. `CRL_TEST_BROWSER=package` ignores an installed
 * system browser (how the suite is run as on a machine without one). The package's
 * binary is unpacked into the OS temp folder on first use; the test run's global setup
 * resolves it once, before test files start in parallel.
 */
export async function chooseChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumChoice> {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH names ${configured}, which does not exist`);
    return { executablePath: configured, source: 'CHROMIUM_PATH' };
  }
  if (env.CRL_TEST_BROWSER !== 'package') {
    const system = SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
    if (system) return { executablePath: system, source: 'system' };
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  return { executablePath: await packaged.executablePath(), source: 'package' };
}

export interface ConfinedBrowser {
  context: BrowserContext;
  /** Every URL the pages asked for. */
  requested: string[];
  /** The ones that were not the origin's, aborted. */
  blocked: string[];
}

/** Launches chromium in `userDataDir`, letting pages reach only `origin` (and data:/blob: URLs). */
export async function confinedBrowser(userDataDir: string, origin: string): Promise<ConfinedBrowser> {
  const { executablePath } = await chooseChromium();
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    viewport: { width: 1440, height: 900 },
    // A locale of its own: without one the packaged build reports the OS locale as
    // `en-US@posix`, which Intl (and so the chart library) refuses as a language tag.
    locale: 'en-US',
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
