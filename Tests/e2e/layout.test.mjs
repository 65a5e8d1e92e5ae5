// End-to-end: the layout a team notices first, measured in headless Chromium on every page type of the real
// site at 1280 px (and wider): an article's code shows at least 96 columns without scrolling sideways, a code
// block's badge, title and copy button never overlap, the header's search box keeps at least 240 px, and the
// root page has the header (title, search, theme switch) over the language sections.
// Needs PUENTE_SITE (the repository's site built; Scripts/test.sh does it), chromium, chromedriver.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emulate, siteFolders, useSite } from './browser.mjs';

const ui = useSite('PUENTE_SITE');

/** One page of each type in each language, found in the built site. */
function pages() {
  const site = process.env.PUENTE_SITE;
  const list = ['', 'no-such-page/'];
  for (const language of ['es', 'ja']) {
    const { articles, tags } = siteFolders(site, language);
    list.push(
      `${language}/`,
      `${language}/search/`,
      `${language}/tags/`,
      `${language}/tags/${encodeURIComponent(tags[0])}/`,
    );
    for (const article of articles) list.push(`${language}/${article}/`);
  }
  return list;
}

/** The columns of code each code block of the open page shows without scrolling, by its font's advance. */
const codeColumns = `
  return [...document.querySelectorAll('.article-body figure.code-block > pre')].map((pre) => {
    const probe = document.createElement('span');
    probe.textContent = 'M'.repeat(100);
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
    pre.querySelector('code').appendChild(probe);
    const advance = probe.getBoundingClientRect().width / 100;
    probe.remove();
    const style = getComputedStyle(pre);
    const inner = pre.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return Math.floor(inner / advance);
  });`;

test('at 1280 px and wider an article shows at least 96 columns of code without scrolling sideways', async () => {
  for (const width of [1280, 1440, 1920]) {
    await emulate(ui.browser, width, 'light');
    const narrow = [];
    for (const page of pages().filter((p) => /^(es|ja)\/(?!search|tags)[^/]+\/$/.test(p))) {
      await ui.browser.go(ui.server.url + page);
      const columns = await ui.browser.script(codeColumns);
      if (columns.length && Math.min(...columns) < 96) narrow.push(`${page} at ${width} px: ${Math.min(...columns)}`);
    }
    assert.deepEqual(narrow, []);
  }
});

test('a code block never has its title, badge and copy button over one another, desktop or phone', async () => {
  const overlaps = [];
  for (const width of [1280, 390]) {
    await emulate(ui.browser, width, 'light');
    for (const page of pages().filter((p) => /^(es|ja)\/(?!search|tags)[^/]+\/$/.test(p))) {
      await ui.browser.go(ui.server.url + page);
      await ui.browser.until(
        () => ui.browser.script("return document.querySelector('.copy-code:not([hidden])') ? true : null;"),
        3000,
      );
      const found = await ui.browser.script(`
        const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const out = [];
        document.querySelectorAll('figure.code-block').forEach((figure, index) => {
          const boxes = [...figure.querySelectorAll(':scope > .code-title, :scope > .code-badge, :scope > .copy-code, :scope > pre')]
            .filter((e) => !e.hidden).map((e) => [e.className, e.getBoundingClientRect()]);
          for (let i = 0; i < boxes.length; i++)
            for (let j = i + 1; j < boxes.length; j++)
              if (hit(boxes[i][1], boxes[j][1])) out.push(index + ': ' + boxes[i][0] + ' / ' + boxes[j][0]);
        });
        return out;`);
      for (const overlap of found) overlaps.push(`${page} at ${width} px: block ${overlap}`);
    }
  }
  assert.deepEqual(overlaps, []);
});

test('the header search box keeps at least 240 px on every page type at 1280 px', async () => {
  await emulate(ui.browser, 1280, 'light');
  const narrow = [];
  for (const page of pages()) {
    await ui.browser.go(ui.server.url + page);
    const width = await ui.browser.script(
      "const box = document.querySelector('.site-header input[type=search]'); return box ? box.getBoundingClientRect().width : 0;",
    );
    if (width < 240) narrow.push(`${page}: ${Math.round(width)} px`);
  }
  assert.deepEqual(narrow, []);
});

test('the root page has the header: the title, the search box, the languages and the theme switch', async () => {
  for (const width of [1280, 390]) {
    await emulate(ui.browser, width, 'light');
    await ui.browser.go(ui.server.url);
    const header = await ui.browser.script(`
      const h = document.querySelector('header.site-header');
      return h && { title: h.querySelector('.site-title')?.textContent.trim() ?? '',
        search: !!h.querySelector('input[type=search]'), languages: h.querySelectorAll('.language-switcher a').length,
        theme: !!h.querySelector('[data-theme-switch]'), sections: document.querySelectorAll('.home-section').length };`);
    assert.ok(header, `no header at ${width} px`);
    assert.ok(header.title.length > 0);
    assert.ok(header.search);
    assert.equal(header.languages, 2);
    assert.ok(header.theme);
    assert.equal(header.sections, 2);
  }
});
