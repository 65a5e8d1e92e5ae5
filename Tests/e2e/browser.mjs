// One browser per test file: serves the built site that the environment variable names, and opens headless
// Chromium on it before the file's tests, closing both after them.
import { after, before } from 'node:test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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

/** The widths and colour schemes every page is checked in: a desktop and a phone, light and dark. */
export const viewports = [
  [1280, 'light'],
  [1280, 'dark'],
  [390, 'light'],
  [390, 'dark'],
];

/** Makes the page `width` px wide (a touch phone under 500 px), 900 px high, in the colour `scheme`. */
export async function emulate(browser, width, scheme) {
  await browser.cdp('Emulation.setDeviceMetricsOverride', {
    width,
    height: 900,
    deviceScaleFactor: 1,
    mobile: width < 500,
  });
  await browser.cdp('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: scheme }] });
}

/** Runs axe (already injected) on the open page; resolves to its violations, each with its nodes' selectors. */
export async function axeViolations(browser) {
  return browser.cmd('POST', '/execute/async', {
    script: `const done = arguments[arguments.length - 1];
      axe.run(document, { resultTypes: ['violations'] })
        .then((r) => done(r.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))))
        .catch((e) => done([{ id: 'axe failed', nodes: [String(e)] }]));`,
    args: [],
  });
}

/** The article (or page) folders and the tag folders of `language` in the built `site`, each sorted by name. */
export function siteFolders(site, language) {
  const folders = (path) =>
    readdirSync(path, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  return {
    articles: folders(join(site, language)).filter((name) => !['search', 'tags'].includes(name)),
    tags: folders(join(site, language, 'tags')),
  };
}

/** axe-core's violations on each of `pages` (paths under `ui`'s site) in every viewport, as lines naming the
 * page, the width, the scheme, the rule and its nodes; `axe` is axe.min.js's source. */
export async function axeAcross(ui, pages, axe) {
  await ui.browser.cdp('Page.setBypassCSP', { enabled: true });
  const found = [];
  for (const [width, scheme] of viewports) {
    await emulate(ui.browser, width, scheme);
    for (const page of pages) {
      await ui.browser.go(ui.server.url + page);
      await ui.browser.script(axe);
      for (const violation of await axeViolations(ui.browser))
        found.push(`${page} (${width} px, ${scheme}): ${violation.id} at ${violation.nodes.join(', ')}`);
    }
  }
  return found;
}
