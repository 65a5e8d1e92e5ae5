// One browser per test file: serves the built site that the environment variable names, and opens headless
// Chromium on it before the file's tests, closing both after them.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { serve } from './server.mjs';
import { startDriver } from './webdriver.mjs';

/**
 * Registers the file's `before`/`after` hooks for the site in `process.env[variable]`. Returns an object whose
 * `server` (`url`, `served`) and `browser` (a WebDriver session) are set once `before` has run.
 */
export function useSite(variable) {
  const handle = { server: undefined, browser: undefined };
  let driver;
  before(async () => {
    assert.ok(process.env[variable], `${variable} must name a built site (Scripts/test.sh sets it)`);
    handle.server = await serve(process.env[variable]);
    driver = await startDriver();
    handle.browser = await driver.session();
  });
  after(async () => {
    await handle.browser?.quit().catch(() => {});
    driver?.stop();
    handle.server?.close();
  });
  return handle;
}
