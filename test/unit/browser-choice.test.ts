// Which Chromium the browser tests drive (test/helpers/browser.ts): the suite must run
// on a machine with only Node and npm, so the package's browser stands in for a system one.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseChromium } from '../helpers/browser.js';

describe('the browser tests’ Chromium', () => {
  it('is the one inside @sparticuz/chromium when no system browser is to be used, and it exists', async () => {
    const choice = await chooseChromium({ CRL_TEST_BROWSER: 'package' });
    expect(choice.source).toBe('package');
    expect(existsSync(choice.executablePath)).toBe(true);
  });

  it('is CHROMIUM_PATH when set, and a CHROMIUM_PATH that does not exist fails rather than skipping', async () => {
    const packaged = await chooseChromium({ CRL_TEST_BROWSER: 'package' });
    await expect(chooseChromium({ CHROMIUM_PATH: packaged.executablePath })).resolves.toEqual({
      executablePath: packaged.executablePath,
      source: 'CHROMIUM_PATH',
    });
    await expect(chooseChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).rejects.toThrow(/does not exist/);
  });
});
