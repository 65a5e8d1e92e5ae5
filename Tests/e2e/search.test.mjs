// End-to-end: the built site in real headless Chromium. Types Spanish and Japanese queries into the header
// search box and checks that the expected article comes first, and that the console shows no errors.
// Needs PUENTE_SITE (a built Output folder), chromium and chromedriver (Scripts/test.sh provides all three).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
    const hidden = await ui.browser.script('return arguments[0].hidden;', [
      { 'element-6066-11e4-a52e-4f735466cecf': buttons[0] },
    ]);
    return hidden ? null : buttons[0];
  });
  assert.ok(button);
  const code = await ui.browser.script(
    "const c = document.querySelector('figure.code-block pre code').cloneNode(true);" +
      "c.querySelectorAll('.api-popover').forEach((n) => n.remove()); return c.textContent;",
  );
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
    "const panel = document.querySelector('#pu-search-results'); return { hidden: panel.hidden, text: panel.textContent };",
  );
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

const querySet = JSON.parse(readFileSync(new URL('../Fixtures/search/queries.json', import.meta.url), 'utf8')).queries;

/**
 * Runs `query` in the header box of the page already open and returns what the dropdown shows: the articles'
 * links (the first link of each result), every link, and the correction note. The panel is emptied first, and
 * filled only when the search for this query is done.
 */
async function dropdown(query) {
  await ui.browser.script(
    `const input = document.querySelector('#pu-search-input');
     document.querySelector('#pu-search-results').replaceChildren();
     input.focus();
     input.value = arguments[0];
     input.dispatchEvent(new InputEvent('input', { data: arguments[0], inputType: 'insertText' }));`,
    [query],
  );
  return ui.browser.until(() =>
    ui.browser.script(
      `const panel = document.querySelector('#pu-search-results');
       if (panel.childElementCount === 0) return null;
       const hrefs = (list) => [...list].map((a) => new URL(a.href).pathname.slice(1) + new URL(a.href).hash);
       return { articles: hrefs(panel.querySelectorAll('li.search-result > a')), links: hrefs(panel.querySelectorAll('a')),
                note: panel.querySelector('.search-correction')?.textContent ?? null };`,
    ),
  );
}

// The committed query set (Tests/Fixtures/search/queries.json), typed into the header box of a page of the
// query's language: the reciprocal rank of the expected article among the (at most eight) results.
test('the query set: MRR of at least 0.95, and never the same article twice in the dropdown', async () => {
  const ranks = [];
  const misses = [];
  for (const language of ['es', 'ja']) {
    await ui.browser.go(`${ui.server.url}${language}/`);
    for (const q of querySet.filter((q) => q.language === language)) {
      const shown = await dropdown(q.query);
      const pages = shown.articles.map((href) => decodeURI(href).replace(/#.*$/, ''));
      assert.equal(new Set(pages).size, pages.length, `"${q.query}" shows an article twice: ${pages.join(' ')}`);
      assert.ok(pages.length <= 8);
      const rank = pages.indexOf(q.expected) + 1;
      ranks.push(rank > 0 ? 1 / rank : 0);
      if (rank !== 1)
        misses.push(`${q.case} "${q.query}": rank ${rank || 'none'} (${pages.join(' ') || 'no results'})`);
    }
  }
  const mrr = ranks.reduce((a, b) => a + b, 0) / ranks.length;
  console.log(
    `query set: ${ranks.length} queries, MRR ${mrr.toFixed(3)}${misses.length ? '; not first: ' + misses.join('; ') : ''}`,
  );
  assert.ok(ranks.length >= 80);
  assert.ok(mrr >= 0.95, `MRR ${mrr.toFixed(3)}: ${misses.join('; ')}`);
});

test('a single kanji, a Spanish verb form and a misspelled word find their articles', async () => {
  await ui.browser.go(`${ui.server.url}ja/`);
  for (const [kanji, article] of [
    ['空', 'ja/backporting-swiftui-view-extensions/'],
    ['色', 'ja/list-viewbuilder-ios15-ios16/'],
  ]) {
    const shown = await dropdown(kanji);
    assert.ok(shown.articles[0]?.includes(article), `${kanji}: ${shown.articles.join(' ')}`);
  }
  await ui.browser.go(`${ui.server.url}es/`);
  const competir = await dropdown('competir');
  assert.ok(competir.articles[0]?.includes('es/costuras-uikit-swiftui/'), `competir: ${competir.articles.join(' ')}`);
  const typo = await dropdown('navgacion');
  assert.ok(
    typo.articles.some((href) => href.includes('es/costuras-uikit-swiftui/')),
    typo.articles.join(' '),
  );
  assert.equal(typo.note, 'Resultados para navegación');
  const em = await ui.browser.script(
    "return document.querySelector('#pu-search-results .search-correction em')?.textContent;",
  );
  assert.equal(em, 'navegación');
});

test('results have their other matching sections as sub-results, with excerpts from prose', async () => {
  await ui.browser.go(`${ui.server.url}es/`);
  await dropdown('teclado');
  const first = await ui.browser.script(
    `const item = document.querySelector('#pu-search-results li.search-result');
     return { subs: [...item.querySelectorAll('.search-subresults a')].map((a) => new URL(a.href).pathname),
              excerpts: [...item.querySelectorAll('.search-result-excerpt')].map((e) => e.textContent) };`,
  );
  assert.ok(
    first.subs.length >= 1 && first.subs.every((href) => href.includes('es/costuras-uikit-swiftui/')),
    first.subs.join(' '),
  );
  // The introduction's excerpt is prose: never the tag list.
  assert.ok(
    first.excerpts.every((text) => !/swiftui uikit navegacion/i.test(text)),
    first.excerpts.join(' | '),
  );
});

test('a page nobody searches on fetches no search engine code or index; focusing the box loads them', async () => {
  await ui.browser.go(ui.server.url + 'es/costuras-uikit-swiftui/');
  const fetched = () =>
    ui.browser.script("return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);");
  // Give late scripts a moment: nothing may come without a search.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = await fetched();
  assert.ok(
    idle.some((path) => path.endsWith('/assets/search/ui.js')),
    idle.join(' '),
  );
  assert.deepEqual(
    idle.filter((path) => path.includes('/search/') && !path.endsWith('/ui.js')),
    [],
  );
  await ui.browser.script("document.getElementById('pu-search-input').focus();");
  const loaded = await ui.browser.until(async () => {
    const paths = await fetched();
    const engine = paths.some((path) => path.endsWith('/assets/search/engine.js'));
    // The Spanish index is warmed up on focus too.
    return engine && paths.some((path) => path.includes('/search/es/')) ? paths : null;
  });
  assert.ok(loaded);
});
