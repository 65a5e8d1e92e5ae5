// End-to-end: the article of Tests/Fixtures/gfm-site (every construct of GitHub's Markdown, callouts, footnotes
// and code in many languages), in Spanish and Japanese, as readers see it in headless Chromium: axe-core finds
// nothing in light and dark at 1280 and 390 px; checkboxes have names; a wide table scrolls in its own focusable
// box on a phone; footnotes go and come back; marked lines and diff lines are painted.
// Needs PUENTE_MARKDOWN_SITE (the fixture built; Scripts/test.sh does it) and PUENTE_AXE_JS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { axeAcross, emulate, useSite } from './browser.mjs';

const ui = useSite('PUENTE_MARKDOWN_SITE');
const axePath = process.env.PUENTE_AXE_JS;
const required = process.env.PUENTE_REQUIRE_TOOLS === '1';
const pages = ['es/migracion-completa/', 'ja/migracion-completa/'];

test(
  'axe-core finds no violation on the article in both languages and themes, desktop and phone',
  { skip: !axePath && !required && 'PUENTE_AXE_JS is not set' },
  async () => {
    assert.ok(axePath, 'PUENTE_AXE_JS must name axe.min.js (Scripts/test.sh sets it)');
    const axe = readFileSync(axePath, 'utf8');
    const found = await axeAcross(ui, pages, axe);
    assert.deepEqual(found, []);
  },
);

test('every task checkbox is named after its item and cannot be changed', async () => {
  await emulate(ui.browser, 1280, 'light');
  for (const page of pages) {
    await ui.browser.go(ui.server.url + page);
    const boxes = await ui.browser.script(`
      return [...document.querySelectorAll('.article-body input[type=checkbox]')].map((box) => ({
        name: box.getAttribute('aria-label') || box.labels?.[0]?.textContent || '',
        text: box.closest('li').textContent.trim(), disabled: box.disabled, checked: box.checked }));`);
    assert.equal(boxes.length, 4, page);
    for (const box of boxes) {
      assert.ok(box.name.trim().length > 3, `${page}: a checkbox without a name`);
      assert.ok(box.text.includes(box.name.trim().slice(0, 8)), `${page}: '${box.name}' is not its item's text`);
      assert.ok(box.disabled);
    }
    assert.deepEqual(
      boxes.map((box) => box.checked),
      [true, true, false, false],
    );
  }
});

test('on a phone the wide table scrolls inside its own box, by keyboard too, never the page', async () => {
  await emulate(ui.browser, 390, 'light');
  for (const page of pages) {
    await ui.browser.go(ui.server.url + page);
    const seen = await ui.browser.script(`
      const table = document.querySelectorAll('.article-body table')[1];
      let box = table;
      while (box && getComputedStyle(box).overflowX !== 'auto' && getComputedStyle(box).overflowX !== 'scroll')
        box = box.parentElement;
      return { page: document.documentElement.scrollWidth, viewport: innerWidth, found: !!box,
        scrolls: box && box.scrollWidth > box.clientWidth + 1, focusable: box && box.tabIndex === 0,
        named: box && (box.getAttribute('aria-label') || box.getAttribute('aria-labelledby') || '') };`);
    assert.ok(seen.found, `${page}: no scrolling box around the table`);
    assert.ok(seen.scrolls, `${page}: the wide table does not scroll`);
    assert.ok(seen.focusable, `${page}: the table's box cannot take focus`);
    assert.ok(seen.named.length > 0, `${page}: the table's box has no name`);
    assert.ok(seen.page <= seen.viewport, `${page}: the page scrolls sideways (${seen.page} > ${seen.viewport})`);
  }
});

test('a footnote reference leads to its note and the note leads back', async () => {
  await emulate(ui.browser, 1280, 'light');
  for (const page of pages) {
    await ui.browser.go(ui.server.url + page);
    const links = await ui.browser.script(`
      const ref = document.querySelector('.article-body sup a[href^="#"]');
      const note = document.getElementById(decodeURIComponent(ref.hash.slice(1)));
      const back = note && note.querySelector('a[href^="#"]:last-of-type');
      const target = back && document.getElementById(decodeURIComponent(back.hash.slice(1)));
      return { note: note?.textContent.trim() ?? '', backName: back?.getAttribute('aria-label') ?? '',
        returns: target?.contains(ref) || target === ref };`);
    assert.ok(links.note.length > 10, `${page}: the reference leads nowhere`);
    assert.ok(links.backName.length > 0, `${page}: the back link has no name`);
    assert.ok(links.returns, `${page}: the back link does not return to the reference`);
  }
});

test('marked lines and diff lines are painted apart from the rest of the block, in both schemes', async () => {
  for (const scheme of ['light', 'dark']) {
    await emulate(ui.browser, 1280, scheme);
    await ui.browser.go(ui.server.url + pages[0]);
    const seen = await ui.browser.script(`
      const bg = (el) => el && getComputedStyle(el).backgroundColor;
      const marked = document.querySelector('.line.hl');
      const plain = marked?.parentElement.querySelector('.line:not(.hl)');
      const added = document.querySelector('.diff-add');
      const removed = document.querySelector('.diff-del');
      return { marked: bg(marked), plain: bg(plain), added: bg(added), removed: bg(removed) };`);
    assert.ok(seen.marked && seen.marked !== seen.plain, `${scheme}: the marked line looks like the others`);
    assert.ok(seen.added && seen.removed && seen.added !== seen.removed, `${scheme}: added and removed look alike`);
  }
});
