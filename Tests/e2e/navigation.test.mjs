// End-to-end: moving between articles at 390 px, by tap and by keyboard; the header on screen while scrolling;
// the theme switch remembered across pages and applied before the first frame is drawn.
// Needs PUENTE_SITE (a built Output folder), chromium and chromedriver (Scripts/test.sh provides all three).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { useSite } from './browser.mjs';

const ui = useSite('PUENTE_SITE');
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const el = (id) => ({ [ELEMENT]: id });
const path = () => ui.browser.script('return location.pathname;');

/** A phone: 390 px wide, touch; reduced motion, so scrolling (smooth otherwise) is done when a step checks it. */
async function phone() {
  await ui.browser.cdp('Emulation.setDeviceMetricsOverride', {
    width: 390,
    height: 844,
    deviceScaleFactor: 2,
    mobile: true,
  });
  await ui.browser.cdp('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
}

/**
 * The colour of one pixel of the screen, from a 1×1 screenshot (`Page.captureScreenshot`): the PNG's only row
 * is a filter byte and the pixel, and with no neighbours every PNG filter leaves the bytes as they are.
 */
async function pixel(x, y) {
  const shot = await ui.browser.cdp('Page.captureScreenshot', {
    format: 'png',
    clip: { x, y, width: 1, height: 1, scale: 1 },
  });
  const png = Buffer.from(shot.data, 'base64');
  const chunks = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const [, r, g, b] = inflateSync(Buffer.concat(chunks));
  return { r, g, b, light: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 };
}

/** Presses `key` (a WebDriver key code or a character) once. */
async function press(key) {
  await ui.browser.actions([
    {
      type: 'key',
      id: 'keyboard',
      actions: [
        { type: 'keyDown', value: key },
        { type: 'keyUp', value: key },
      ],
    },
  ]);
}

/** Tabs forward until the focused element matches `css`; returns the number of presses. */
async function tabTo(css, limit = 200) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await press('\uE004');
    if (await ui.browser.script('return document.activeElement.matches(arguments[0]);', [css])) return presses;
  }
  throw new Error(`no focusable ${css} within ${limit} tabs`);
}

test('at 390 px, by tap: the next article, the article list, a tag page and back', async () => {
  await phone();
  await ui.browser.go(`${ui.server.url}es/`);
  const first = await ui.browser.find('.article-list a');
  await ui.browser.click(first);
  const start = await path();
  assert.match(start, /^\/es\/[a-z0-9-]+\/$/);
  // The pager's next article.
  const next = await ui.browser.find('.pager a[rel="next"]');
  const nextHref = new URL(await ui.browser.attribute(next, 'href'), ui.server.url + start.slice(1)).pathname;
  await ui.browser.click(next);
  assert.equal(await path(), nextHref);
  // Back through its previous link.
  await ui.browser.click(await ui.browser.find('.pager a[rel="prev"]'));
  assert.equal(await path(), start);
  // The list of articles: a menu on a phone, opened by a tap, the current article marked.
  const summary = await ui.browser.find('.article-nav-menu > summary');
  await ui.browser.click(summary);
  const links = await ui.browser.findAll('.article-nav li a');
  assert.ok(links.length >= 2);
  const current = await ui.browser.find('.article-nav [aria-current="page"]');
  assert.equal(new URL(await ui.browser.attribute(current, 'href'), ui.server.url + start.slice(1)).pathname, start);
  const other = [];
  for (const link of links) if ((await ui.browser.attribute(link, 'aria-current')) !== 'page') other.push(link);
  const target = new URL(await ui.browser.attribute(other[0], 'href'), ui.server.url + start.slice(1)).pathname;
  await ui.browser.click(other[0]);
  assert.equal(await path(), target);
  // A tag: its page lists this article and links to its feed; back returns to the article.
  const tag = await ui.browser.find('.article-header .tags a');
  await ui.browser.click(tag);
  assert.match(await path(), /^\/es\/tags\/[^/]+\/$/);
  const listed = await ui.browser.findAll('.article-list a');
  const hrefs = await Promise.all(listed.map((a) => ui.browser.attribute(a, 'href')));
  assert.ok(
    hrefs.some((href) => new URL(href, ui.server.url + 'es/tags/x/').pathname === target),
    hrefs.join(' '),
  );
  assert.ok(await ui.browser.find('.tag-feed a[href="atom.xml"]'));
  await ui.browser.script('history.back();');
  await ui.browser.until(async () => (await path()) === target);
});

test('every article, in both languages, links the list, its neighbours and its tags, and each link leads somewhere', async () => {
  await phone();
  for (const language of ['es', 'ja']) {
    await ui.browser.go(`${ui.server.url}${language}/`);
    const articles = await ui.browser.script(
      'return [...document.querySelectorAll(".article-list h3 a")].map((a) => a.href);',
    );
    assert.ok(articles.length >= 4, `${language}: ${articles.length} articles`);
    for (const [index, href] of articles.entries()) {
      await ui.browser.go(href);
      const links = await ui.browser.script(`return {
        list: [...document.querySelectorAll('.article-nav li a')].map((a) => a.href),
        current: document.querySelector('.article-nav [aria-current="page"]')?.href,
        previous: document.querySelector('.pager a[rel="prev"]')?.href ?? null,
        next: document.querySelector('.pager a[rel="next"]')?.href ?? null,
        tags: [...document.querySelectorAll('.article-header .tags a')].map((a) => a.href) };`);
      assert.deepEqual(links.list, articles, `${href}: the list is the index's order`);
      assert.equal(links.current, href);
      assert.equal(links.previous, articles[index - 1] ?? null, `${href}: previous`);
      assert.equal(links.next, articles[index + 1] ?? null, `${href}: next`);
      assert.ok(links.tags.length >= 1, `${href}: tags`);
      for (const tag of links.tags) {
        const response = await fetch(tag);
        assert.equal(response.status, 200, tag);
        assert.ok((await response.text()).includes(new URL(href).pathname.split('/')[2]), `${tag} lists ${href}`);
      }
    }
  }
});

test('at 390 px, by keyboard: the next article and a tag page', async () => {
  await phone();
  await ui.browser.go(`${ui.server.url}es/`);
  await ui.browser.click(await ui.browser.find('.article-list a'));
  const start = await path();
  await tabTo('.pager a[rel="next"]');
  await press('\uE007');
  await ui.browser.until(async () => (await path()) !== start);
  const second = await path();
  await tabTo('.article-header .tags a');
  await press('\uE007');
  await ui.browser.until(async () => (await path()).startsWith('/es/tags/'));
  // The list of articles opens from the keyboard too (Enter on its summary).
  await ui.browser.go(`${ui.server.url}${second.slice(1)}`);
  await tabTo('.article-nav-menu > summary');
  await press('\uE007');
  assert.equal(await ui.browser.script('return document.querySelector(".article-nav-menu").open;'), true);
});

test('at 390 px the header stays on screen, search one tap away, while scrolling a long article', async () => {
  await phone();
  await ui.browser.go(`${ui.server.url}es/costuras-uikit-swiftui/`);
  const height = await ui.browser.script('return document.documentElement.scrollHeight;');
  assert.ok(height > 4000, `a long page (${height} px)`);
  for (const y of [1500, height]) {
    await ui.browser.script('window.scrollTo(0, arguments[0]);', [y]);
    const box = await ui.browser.script(`
      const header = document.querySelector('.site-header').getBoundingClientRect();
      const input = document.querySelector('#pu-search-input').getBoundingClientRect();
      return { scrolled: scrollY, top: header.top, bottom: header.bottom, inputTop: input.top, inputBottom: input.bottom };`);
    assert.ok(box.scrolled > 1000, `scrolled to ${box.scrolled}`);
    assert.equal(box.top, 0);
    assert.ok(box.bottom <= 64, `a compact header: ${box.bottom} px`);
    assert.ok(box.inputTop >= 0 && box.inputBottom <= box.bottom, 'the search box is in it');
  }
  // Heading anchors land below the header, not under it.
  await ui.browser.script('document.querySelector(".article-body h2[id]").scrollIntoView();');
  const gap = await ui.browser.script(`return document.querySelector('.article-body h2[id]').getBoundingClientRect().top
    - document.querySelector('.site-header').getBoundingClientRect().bottom;`);
  assert.ok(gap >= 0, `the heading clears the header by ${gap} px`);
});

test('the theme switch is remembered across pages, drawn in the chosen theme from the first frame', async () => {
  await ui.browser.cdp('Emulation.setDeviceMetricsOverride', {
    width: 1280,
    height: 900,
    deviceScaleFactor: 1,
    mobile: false,
  });
  await ui.browser.cdp('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: 'light' }] });
  // Before any script of a page runs, note the theme the first frame is drawn with.
  await ui.browser.cdp('Page.addScriptToEvaluateOnNewDocument', {
    source: `requestAnimationFrame(() => { window.__firstFrame = {
      theme: document.documentElement.dataset.theme ?? null,
      scheme: getComputedStyle(document.documentElement).colorScheme,
      background: document.body ? getComputedStyle(document.body).backgroundColor : null }; });`,
  });
  await ui.browser.go(`${ui.server.url}es/`);
  await ui.browser.script('localStorage.clear();');
  await ui.browser.go(`${ui.server.url}es/`);
  const select = await ui.browser.find('#pu-theme-switch');
  assert.equal(await ui.browser.script('return arguments[0].closest(".theme-switch").hidden;', [el(select)]), false);
  assert.equal(await ui.browser.script('return arguments[0].value;', [el(select)]), 'system');
  const light = await ui.browser.script('return getComputedStyle(document.body).backgroundColor;');
  // Choose dark with the keyboard, as a reader would: focus the control and pick the last option.
  await ui.browser.script('arguments[0].focus();', [el(select)]);
  await press('\uE015');
  await press('\uE015');
  await ui.browser.until(() => ui.browser.script('return document.documentElement.dataset.theme === "dark";'));
  const dark = await ui.browser.script('return getComputedStyle(document.body).backgroundColor;');
  assert.notEqual(dark, light);
  for (const page of ['ja/', 'es/costuras-uikit-swiftui/', 'ja/tags/', 'es/search/', 'no-such-page/']) {
    await ui.browser.go(ui.server.url + page);
    const first = await ui.browser.until(() => ui.browser.script('return window.__firstFrame;'));
    assert.equal(first.theme, 'dark', `${page}: the first frame is dark`);
    assert.equal(first.scheme, 'dark', page);
    if (first.background) assert.equal(first.background, dark, page);
    // A screenshot right after the navigation: the page's background, beside the text, is dark.
    const shown = await pixel(4, 400);
    assert.ok(shown.light < 0.2, `${page}: the screen shows ${JSON.stringify(shown)}`);
    assert.equal(await ui.browser.script('return document.querySelector("#pu-theme-switch").value;'), 'dark', page);
  }
  // Back to the system's setting: the stored choice goes, the page follows the (light) system.
  await ui.browser.go(`${ui.server.url}es/`);
  await ui.browser.script(`const s = document.querySelector('#pu-theme-switch'); s.focus();`);
  await press('\uE013');
  await press('\uE013');
  await ui.browser.until(() => ui.browser.script('return !("theme" in document.documentElement.dataset);'));
  assert.equal(await ui.browser.script('return localStorage.getItem("puente-theme");'), null);
  assert.equal(await ui.browser.script('return getComputedStyle(document.body).backgroundColor;'), light);
  assert.ok((await pixel(4, 400)).light > 0.8, 'light again on screen');
});

test('at 390 px a code block runs edge to edge, its badge and copy button keep off the screen edges', async () => {
  await phone();
  await ui.browser.go(`${ui.server.url}es/backporting-swiftui-extensiones-view/`);
  const boxes = await ui.browser.until(() =>
    ui.browser.script(`
    const figure = document.querySelector('.article-body > figure.code-block');
    const badge = figure.querySelector('.code-badge');
    const copy = figure.querySelector('.copy-code');
    if (!copy || copy.hidden) return null;
    const box = (e) => { const r = e.getBoundingClientRect(); return { left: r.left, right: r.right }; };
    return { pre: box(figure.querySelector('pre')), badge: box(badge), copy: box(copy), width: innerWidth };`),
  );
  assert.ok(
    boxes.pre.left <= 0 && boxes.pre.right >= boxes.width,
    `the code spans the screen: ${JSON.stringify(boxes.pre)}`,
  );
  assert.ok(boxes.badge.left >= 12, `badge at ${boxes.badge.left} px from the left edge`);
  assert.ok(
    boxes.copy.right <= boxes.width - 12,
    `copy button ends ${boxes.width - boxes.copy.right} px from the right edge`,
  );
});
