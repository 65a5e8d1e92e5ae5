// Screenshots of every page type of a built site in headless Chromium: at 390 px (a phone, touch) and 1280 px,
// light and dark, Spanish and Japanese, full page, as PNG files named <page>-<width>-<scheme>.png.
//   node Scripts/screenshots.mjs BUILT-SITE OUT-FOLDER [page-filter]
// VIEWPORT=1 takes the first screen only; PREFIX=gfm- starts every file name with gfm-. The pages are found in the site: the home page, each language's index, search page, tag list, one tag page
// and its first article, and the 404 page.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../Tests/e2e/server.mjs';
import { startDriver } from '../Tests/e2e/webdriver.mjs';

const [site, out, filter] = process.argv.slice(2);
if (!site || !out) {
  console.error('usage: node Scripts/screenshots.mjs BUILT-SITE OUT-FOLDER [page-filter]');
  process.exit(2);
}
await mkdir(out, { recursive: true });

/** The first article folder of `language`, in name order. */
async function firstArticle(language) {
  const names = (await readdir(join(site, language), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !['search', 'tags'].includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  return `/${language}/${names[0]}/`;
}

/** The first tag page of `language`, if the site has tag pages. */
async function firstTag(language) {
  const folder = join(site, language, 'tags');
  if (!existsSync(folder)) return null;
  const names = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  return names.length ? `/${language}/tags/${names.sort()[0]}/` : null;
}

const pages = [
  ['home', '/'],
  ['404', '/no-such-page/'],
];
for (const language of ['es', 'ja']) {
  pages.push([`${language}-index`, `/${language}/`]);
  pages.push([`${language}-article`, await firstArticle(language)]);
  pages.push([`${language}-search`, `/${language}/search/`]);
  if (existsSync(join(site, language, 'tags'))) pages.push([`${language}-tags`, `/${language}/tags/`]);
  const tag = await firstTag(language);
  if (tag) pages.push([`${language}-tag`, tag]);
}

const server = await serve(site);
const driver = await startDriver();
const browser = await driver.session();
try {
  for (const [name, path] of pages) {
    if (filter && !name.includes(filter)) continue;
    for (const width of [390, 1280]) {
      await browser.cdp('Emulation.setDeviceMetricsOverride', {
        width,
        height: width === 390 ? 844 : 900,
        deviceScaleFactor: 1,
        mobile: width === 390,
      });
      for (const scheme of ['light', 'dark']) {
        await browser.cdp('Emulation.setEmulatedMedia', {
          features: [{ name: 'prefers-color-scheme', value: scheme }],
        });
        await browser.go(server.url.replace(/\/$/, '') + path);
        const height =
          process.env.VIEWPORT === '1'
            ? width === 390
              ? 844
              : 900
            : await browser.script('return document.documentElement.scrollHeight;');
        await browser.cdp('Emulation.setDeviceMetricsOverride', {
          width,
          height: Math.min(height, 6000),
          deviceScaleFactor: 1,
          mobile: width === 390,
        });
        const shot = await browser.cdp('Page.captureScreenshot', { format: 'png' });
        await writeFile(
          join(out, `${process.env.PREFIX ?? ''}${name}-${width}-${scheme}.png`),
          Buffer.from(shot.data, 'base64'),
        );
      }
    }
  }
} finally {
  await browser.quit().catch(() => {});
  driver.stop();
  server.close();
}
