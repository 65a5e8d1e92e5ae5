// End-to-end: a site shaped by site.yml alone (Tests/Fixtures/settings-site: a menu, a footer, a logo for each
// scheme, accent colours, an extra stylesheet, a partial strings file, a standalone page), as readers see it in
// headless Chromium: the header's links lead where they say and mark the current page, the logo follows the
// scheme and the theme switch, links take the accent colours, the page has no article chrome, the site's words
// replace the built-in ones, and axe-core finds nothing in light and dark at 1280 and 390 px.
// Needs PUENTE_SETTINGS_SITE (the fixture built; Scripts/test.sh does it) and PUENTE_AXE_JS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { axeAcross, emulate, useSite } from './browser.mjs';

const ui = useSite('PUENTE_SETTINGS_SITE');
const axePath = process.env.PUENTE_AXE_JS;
const required = process.env.PUENTE_REQUIRE_TOOLS === '1';

test("the header's menu leads to each target and marks the current page", async () => {
  await emulate(ui.browser, 1280, 'light');
  await ui.browser.go(ui.server.url + 'es/guia/');
  const links = await ui.browser.script(`
    return [...document.querySelectorAll('.site-header .site-nav a')].map((a) => ({ text: a.textContent.trim(),
      href: a.href, current: a.getAttribute('aria-current'), visible: a.getBoundingClientRect().width > 0 }));`);
  assert.deepEqual(
    links.map((link) => link.text),
    ['Guía', 'Instalar', 'SwiftUI', 'GitHub'],
  );
  assert.ok(links.every((link) => link.visible));
  assert.deepEqual(
    links.map((link) => link.current),
    ['page', null, null, null],
  );
  assert.equal(links[3].href, 'https://github.com/example/puente');
  for (const link of links.slice(0, 3)) {
    await ui.browser.go(link.href);
    const found = await ui.browser.script(
      'return { title: document.title, anchor: location.hash ? !!document.getElementById(decodeURIComponent(location.hash.slice(1))) : true };',
    );
    assert.doesNotMatch(found.title, /no encontrada|not found/i, `${link.text} leads nowhere`);
    assert.ok(found.anchor, `${link.text}: no such heading`);
  }
});

test('the logo follows the colour scheme and the theme switch', async () => {
  const shown = () =>
    ui.browser.script(`return [...document.querySelectorAll('.site-logo')]
      .filter((img) => getComputedStyle(img).display !== 'none' && img.complete && img.naturalWidth > 0)
      .map((img) => img.getAttribute('src').split('/').pop());`);
  await emulate(ui.browser, 1280, 'light');
  await ui.browser.go(ui.server.url + 'es/');
  assert.deepEqual(await shown(), ['logo.svg']);
  await emulate(ui.browser, 1280, 'dark');
  await ui.browser.go(ui.server.url + 'es/');
  assert.deepEqual(await shown(), ['logo-dark.svg']);
  // The reader's choice wins over the system's.
  await ui.browser.script("localStorage.setItem('puente-theme', 'light');");
  await ui.browser.script(`const select = document.querySelector('[data-theme-switch]'); select.value = 'light';
    select.dispatchEvent(new Event('change', { bubbles: true }));`);
  assert.deepEqual(await shown(), ['logo.svg']);
  await ui.browser.script(`const select = document.querySelector('[data-theme-switch]'); select.value = 'system';
    select.dispatchEvent(new Event('change', { bubbles: true }));`);
});

test('links take the accent colours of site.yml in each scheme', async () => {
  for (const [scheme, colour] of [
    ['light', 'rgb(11, 92, 184)'],
    ['dark', 'rgb(121, 184, 255)'],
  ]) {
    await emulate(ui.browser, 1280, scheme);
    await ui.browser.go(ui.server.url + 'es/guia/');
    const seen = await ui.browser.script(
      "const a = document.querySelector('.article-body p a[href]'); return a ? getComputedStyle(a).color : '';",
    );
    assert.equal(seen, colour, scheme);
  }
});

test('a standalone page has no article chrome, and the site words replace the built-in ones', async () => {
  await emulate(ui.browser, 1280, 'light');
  await ui.browser.go(ui.server.url + 'es/acerca/');
  const page = await ui.browser.script(`return { h1: document.querySelector('h1')?.textContent.trim() ?? '',
    badge: !!document.querySelector('.ios-badge'), pager: !!document.querySelector('.pager'),
    date: !!document.querySelector('.article-meta time'), nav: !!document.querySelector('.article-nav'),
    placeholder: document.querySelector('.site-header input[type=search]').placeholder,
    footer: document.querySelector('.site-footer').textContent };`);
  assert.ok(page.h1.length > 0);
  assert.deepEqual([page.badge, page.pager, page.date, page.nav], [false, false, false, false]);
  assert.equal(page.placeholder, 'Buscar en la guía…');
  assert.match(page.footer, /Todos los temas/);
  assert.match(page.footer, /© 2026 Ejemplo/);
});

test(
  'axe-core finds no violation with the menu, logo and colours, in both themes, desktop and phone',
  { skip: !axePath && !required && 'PUENTE_AXE_JS is not set' },
  async () => {
    assert.ok(axePath, 'PUENTE_AXE_JS must name axe.min.js (Scripts/test.sh sets it)');
    const axe = readFileSync(axePath, 'utf8');
    const found = await axeAcross(ui, ['', 'es/', 'es/guia/', 'es/acerca/', 'ja/gaido/'], axe);
    assert.deepEqual(found, []);
  },
);
