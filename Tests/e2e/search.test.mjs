// End-to-end: the built site in real headless Chromium. Types Spanish and Japanese queries into the header
// search box and checks that the expected article comes first, and that the console shows no errors.
// Needs PUENTE_SITE (a built Output folder), chromium and chromedriver (Scripts/test.sh provides all three).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './browser.mjs';

const ui = useSite('PUENTE_SITE');

/** Types `query` into the header box of `page` and returns the result links, in order. */
async function search(page, query) {
  await ui.browser.go(ui.server.url + page);
  const input = await ui.browser.find('#pu-search-input');
  await ui.browser.clear(input);
  await ui.browser.type(input, query);
  return ui.browser.until(async () => {
    const links = await ui.browser.findAll('#pu-search-results a');
    if (links.length === 0) return null;
    return Promise.all(links.map((link) => ui.browser.attribute(link, 'href')));
  });
}

const cases = [
  ['es/', 'version minima', 'es/backporting-swiftui-extensiones-view/'],
  ['es/', 'recetas', 'es/backporting-swiftui-extensiones-view/'],
  ['es/', 'confirmationDialog', 'es/alertas-dialogos-basados-en-datos/'],
  ['es/', 'teclado', 'es/costuras-uikit-swiftui/'],
  ['ja/', '背景色', 'ja/list-viewbuilder-ios15-ios16/'],
  // Since the Japanese editions joined, a section headed 「SDKと最小iOSバージョンは別物」 is the best match.
  ['ja/', 'バージョン', 'ja/backporting-swiftui-view-extensions/'],
  ['ja/', '分岐', 'ja/list-viewbuilder-ios15-ios16/'],
  // One query per translated edition, in its new language.
  ['ja/', '互換レイヤー', 'ja/backporting-swiftui-view-extensions/'],
  ['ja/', '確認ダイアログ', 'ja/data-driven-alerts-dialogs/'],
  ['ja/', '継ぎ目', 'ja/uikit-swiftui-seams/'],
  ['es/', 'separar List por versión', 'es/list-viewbuilder-ios15-ios16/'],
];

for (const [page, query, expected] of cases) {
  test(`"${query}" on /${page} finds ${expected} first`, async () => {
    const hrefs = await search(page, query);
    assert.ok(hrefs[0].includes(expected), `first result was ${hrefs[0]}`);
  });
}

test('the search page reads ?q= and lists results with marked excerpts', async () => {
  await ui.browser.go(`${ui.server.url}es/search/?q=${encodeURIComponent('diálogos')}`);
  const first = await ui.browser.until(async () => (await ui.browser.findAll('#pu-search-page-results a'))[0]);
  assert.match(await ui.browser.attribute(first, 'href'), /alertas-dialogos-basados-en-datos/);
  const marks = await ui.browser.findAll('#pu-search-page-results mark');
  assert.ok(marks.length > 0, 'matched words are marked');
});

test('code blocks get a working copy button when scripts run', async () => {
  await ui.browser.go(`${ui.server.url}es/backporting-swiftui-extensiones-view/`);
  const button = await ui.browser.until(async () => {
    const buttons = await ui.browser.findAll('figure.code-block button.copy-code');
    if (buttons.length === 0) return null;
    const hidden = await ui.browser.script('return arguments[0].hidden;', [{ 'element-6066-11e4-a52e-4f735466cecf': buttons[0] }]);
    return hidden ? null : buttons[0];
  });
  assert.ok(button);
  const code = await ui.browser.script(
    "const c = document.querySelector('figure.code-block pre code').cloneNode(true);" +
    "c.querySelectorAll('.api-popover').forEach((n) => n.remove()); return c.textContent;");
  assert.ok(!code.includes('iOS 17.0+'), 'the copied text leaves the availability notes out');
});

test('the console shows no errors', async () => {
  const entries = await ui.browser.logs();
  const severe = entries.filter((entry) => entry.level === 'SEVERE');
  assert.deepEqual(severe, []);
});

// While an input method composes (kana not yet converted), nothing is searched: no "no results" flash for
// 「はいけい」; the committed 「背景色」 is searched once, on compositionend.
test('an IME composition searches only the committed text', async () => {
  await ui.browser.go(ui.server.url + 'ja/');
  await ui.browser.script(`
    const input = document.querySelector('#pu-search-input');
    input.focus();
    input.dispatchEvent(new CompositionEvent('compositionstart', { data: '' }));
    input.value = 'はいけい';
    input.dispatchEvent(new InputEvent('input', { data: 'はいけい', isComposing: true, inputType: 'insertCompositionText' }));`);
  await new Promise((resolve) => setTimeout(resolve, 600));
  const during = await ui.browser.script(
    "const panel = document.querySelector('#pu-search-results'); return { hidden: panel.hidden, text: panel.textContent };");
  assert.equal(during.text, '', `searched while composing: ${during.text}`);
  await ui.browser.script(`
    const input = document.querySelector('#pu-search-input');
    input.value = '背景色';
    input.dispatchEvent(new InputEvent('input', { data: '背景色', isComposing: true, inputType: 'insertCompositionText' }));
    input.dispatchEvent(new CompositionEvent('compositionend', { data: '背景色' }));`);
  const hrefs = await ui.browser.until(async () => {
    const links = await ui.browser.findAll('#pu-search-results a');
    return links.length > 0 ? Promise.all(links.map((link) => ui.browser.attribute(link, 'href'))) : null;
  });
  assert.ok(hrefs[0].includes('ja/list-viewbuilder-ios15-ios16/'), `first result was ${hrefs[0]}`);
});
