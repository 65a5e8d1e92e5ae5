// Queries against a small index (Tests/Fixtures/search/small-index, format of docs/search.md, written by the Swift
// builder: SearchIndexFixtureTests) read from disk through a fetch stand-in: AND semantics, one result per article,
// BM25 and its aggregation, prefixes, CJK bigrams and single kanji, phrase boosts, corrections, files, excerpts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  SearchError,
  SearchIndex,
  excerpt,
  oneEditApart,
  queryTerms,
  sectionExcerpt,
} from '../../Theme/assets/search/engine.js';

const fixture = new URL('../Fixtures/search/small-index/', import.meta.url);
const SITE = 'site/';

/**
 * A fetch that serves the fixture at `site/search/<lang>/…`, records every URL in `log`, and answers the URLs in
 * `replace` with the given body text (or status number) instead.
 */
function diskFetch({ log = [], replace = {} } = {}) {
  return async (url) => {
    log.push(url);
    if (url in replace) {
      const answer = replace[url];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'number' ? new Response('', { status: answer }) : new Response(answer);
    }
    try {
      return new Response(await readFile(new URL(url.slice(`${SITE}search/`.length), fixture)));
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}

const load = (language, options) => SearchIndex.load(SITE, language, diskFetch(options));
/** The article numbers of a search's results, in order. */
const articles = async (promise) => (await promise).results.map((r) => r.article);
/** Just the terms and prefix flags of a query. */
const plain = (query, language) => queryTerms(query, language).map(({ term, prefix }) => ({ term, prefix }));
const rejectsWith = (promise, code) =>
  assert.rejects(promise, (error) => error instanceof SearchError && error.code === code && error.message.length > 0);

test('load reads index.json from <root>search/<lang>/', async () => {
  const log = [];
  const index = await load('es', { log });
  assert.deepEqual(log, ['site/search/es/index.json']);
  assert.equal(index.language, 'es');
  assert.equal(index.units, 9);
  assert.equal(index.articles, 5);
  assert.equal(index.k1, 1.2);
  assert.equal(index.b, 0.75);
  // Sections [2, 3, 2, 1, 1]: units 0-1 are article 0, 2-4 article 1, 5-6 article 2, then 3 and 4.
  assert.deepEqual(
    [0, 1, 2, 4, 5, 6, 7, 8].map((u) => index.articleOf(u)),
    [0, 0, 1, 1, 2, 2, 3, 4],
  );
});

test('one result per article, with its matching sections, best first', async () => {
  const index = await load('es');
  const { results } = await index.search('recetas ');
  assert.deepEqual(
    results.map((r) => r.article),
    [0, 1],
  );
  assert.deepEqual(
    results[0].sections.map((s) => s.unit),
    [0, 1],
    'the title section first',
  );
  assert.equal(new Set(results.map((r) => r.article)).size, results.length);
});

test('an article matches when its sections hold every term, those with all of them first', async () => {
  const index = await load('es');
  assert.deepEqual(await articles(index.search('receta lista')), [0]);
  assert.deepEqual(await articles(index.search('campo texto')), [2]);
  assert.deepEqual(
    await articles(index.search('receta teclado')),
    [1],
    'article 1: receta in one section, teclado in another',
  );
  assert.deepEqual(await articles(index.search('receta inexistente ')), []);
  const { results } = await index.search('confirmationDialog borrar');
  assert.deepEqual(
    results[0].sections.map((s) => s.unit),
    [3, 2],
    'unit 3 has both terms',
  );
});

test('BM25 follows the formula of docs/search.md; an article adds a quarter of its other sections', async () => {
  const index = await load('es');
  // "busqued" lives in unit 7 only: postings [[7, 18, 92]] (title 16 + body 2, unit length 92).
  const {
    results: [hit],
  } = await index.search('búsqueda ');
  const bm25 = (tf, length, df) =>
    (Math.log(1 + (9 - df + 0.5) / (df + 0.5)) * tf * 2.2) / (tf + 1.2 * (1 - 0.75 + (0.75 * length) / 69.67));
  assert.equal(hit.article, 3);
  assert.ok(Math.abs(hit.score - bm25(18, 92, 1)) < 1e-12, `${hit.score}`);
  // "ocultar": article 2's units 6 (heading, tf 10) and 5 (none); "foco": units 4, 5, 6.
  const {
    results: [foco],
  } = await index.search('foco ');
  const best = bm25(18, 64, 3);
  const other = bm25(2, 54, 3);
  assert.equal(foco.article, 2);
  assert.ok(Math.abs(foco.score - (best + 0.25 * other)) < 1e-12);
});

test('a section that is only a link weighs less than the article it links to', async () => {
  const index = await load('es');
  // Article 1's "Ver también" is a one-line link to "Teclado y foco".
  assert.deepEqual(await articles(index.search('teclado ')), [2, 1]);
});

test('limit cuts the list', async () => {
  const index = await load('es');
  assert.deepEqual(await articles(index.search('recetas ', { limit: 1 })), [0]);
});

test('the last term is a prefix unless the query ends with whitespace', async () => {
  const index = await load('es');
  assert.deepEqual(await articles(index.search('dialo')), [1]);
  assert.deepEqual(await articles(index.search('dialo ')), []);
  assert.deepEqual(await articles(index.search('confirmationdia')), [1], 'stem "confirmationd" is a prefix');
  // Every term of the last word run is a prefix: the identifier and its parts, so typing finds it early.
  assert.deepEqual(await articles(index.search('confirmationDia')), [1]);
  // Only the last term: "dialo" as a first term must match exactly.
  assert.deepEqual(await articles(index.search('dialo receta')), []);
  assert.deepEqual(plain('recetas dialo', 'es'), [
    { term: 'recet', prefix: false },
    { term: 'dial', prefix: true },
  ]);
  assert.deepEqual(plain('recetas dialo\u3000', 'es')[1], { term: 'dial', prefix: false });
  assert.deepEqual(plain('receta recetas', 'es'), [{ term: 'recet', prefix: false }], 'repeats count once');
  assert.deepEqual(queryTerms('  ', 'es'), []);
  assert.deepEqual(await index.search(''), { results: [], correction: null });
});

test('Japanese: bigrams (AND) for longer runs, and a single kanji on its own', async () => {
  const index = await load('ja');
  assert.deepEqual(await articles(index.search('分岐')), [0]);
  // キーボード → キー ーボ ボー ード; article 1 has it in its title.
  assert.deepEqual(await articles(index.search('キーボード')), [1]);
  assert.deepEqual(await articles(index.search('背景')), [0, 1]);
  assert.deepEqual(plain('背景色', 'ja'), [
    { term: '背景', prefix: false },
    { term: '景色', prefix: false },
  ]);
  // Article 1 has 背景 and 景色 apart; article 0 has 背景色 itself, and the phrase boost puts it first.
  assert.deepEqual(await articles(index.search('背景色')), [0, 1]);
  // One kanji finds the runs that contain it: 空 in 「空の状態」, 移 in 「移る」, 索 inside 「検索」.
  assert.deepEqual(await articles(index.search('空')), [1]);
  assert.deepEqual(await articles(index.search('移')), [1]);
  assert.deepEqual(await articles(index.search('索')), [2]);
  // Half-width katakana in the query normalizes like the index text.
  assert.deepEqual(await articles(index.search('ﾊﾞｰｼﾞｮﾝ')), [0]);
});

test('words next to each other in the query and in a section rank that article higher', async () => {
  const index = await load('es');
  // "navegación pila": article 4 says "pila de navegación" and "Pila de navegación"; the phrase in order wins
  // over scattered words. Without the words in order, both still match.
  const phrase = await index.search('pila de navegacion');
  assert.deepEqual(
    phrase.results.map((r) => r.article),
    [4],
  );
  const { results } = await index.search('navegador indice');
  assert.deepEqual(
    results.map((r) => r.article),
    [3],
  );
});

test('a misspelled word of five letters or more is corrected from the vocabulary, and says so', async () => {
  const log = [];
  const index = await load('es', { log });
  const { results, correction } = await index.search('navgacion');
  assert.deepEqual(
    results.map((r) => r.article),
    [4, 3],
  );
  assert.deepEqual(correction, { query: 'navegación', words: [{ from: 'navgacion', to: 'navegación' }] });
  assert.ok(log.includes('site/search/es/w10.json'), 'the vocabulary of lengths 8 to 10 was read');
  // Transposition, insertion, and a word that is right with one that is wrong.
  assert.equal((await index.search('tecaldo')).correction?.query, 'teclado');
  assert.equal((await index.search('recetas ingrediientes')).correction?.query, 'recetas ingredientes');
  // Four letters are too few to guess; a word that matches is never replaced; nothing near stays unanswered.
  assert.deepEqual(await index.search('foko'), { results: [], correction: null });
  assert.equal((await index.search('teclado')).correction, null);
  assert.deepEqual(await index.search('zzzzzzzz'), { results: [], correction: null });
});

test('oneEditApart: insertion, deletion, substitution, transposition; not two edits, not equal', () => {
  const a = (x, y) => oneEditApart([...x], [...y]);
  assert.ok(a('navgacion', 'navegacion') && a('navegacion', 'navgacion'));
  assert.ok(a('teclado', 'teclafo') && a('teclado', 'tecaldo') && a('teclado', 'tecladoo'));
  assert.ok(!a('teclado', 'teclado') && !a('teclado', 'tcealdo') && !a('teclado', 'tecl'));
});

test('only the chunks the terms need are fetched, each once', async () => {
  const log = [];
  const index = await load('es', { log });
  const chunks = () => log.filter((url) => /\/t\d+\.json$/.test(url)).map((url) => url.slice(-7));
  await index.search('recetas ');
  assert.deepEqual(chunks(), ['t3.json']);
  await index.search('teclado foco '); // tecl in t4, foc in t2
  assert.deepEqual(chunks(), ['t3.json', 't4.json', 't2.json']);
  await index.search('confir'); // prefix "confir": t0, and t1 whose first term starts with it
  assert.deepEqual(chunks(), ['t3.json', 't4.json', 't2.json', 't0.json', 't1.json']);
  await index.search('recetas foco confir');
  assert.equal(chunks().length, 5, 'cached chunks are not fetched again');
  await index.search('000 '); // sorts before every chunk: nothing to fetch
  assert.equal(chunks().length, 5);
});

test('concurrent searches share one fetch of a file', async () => {
  const log = [];
  const index = await load('ja', { log });
  await Promise.all([index.search('分岐'), index.search('分岐 '), index.article(0), index.section(1)]);
  const counts = {};
  for (const url of log) counts[url] = (counts[url] ?? 0) + 1;
  assert.ok(
    Object.values(counts).every((n) => n === 1),
    JSON.stringify(counts),
  );
});

test('a missing or unreachable index rejects with index-missing', async () => {
  await rejectsWith(SearchIndex.load('nowhere/', 'es', diskFetch()), 'index-missing');
  await rejectsWith(
    load('es', { replace: { 'site/search/es/index.json': new TypeError('Failed to fetch') } }),
    'index-missing',
  );
});

test('a malformed index rejects with malformed', async () => {
  const at = 'site/search/es/index.json';
  const good = JSON.parse(await readFile(new URL('es/index.json', fixture), 'utf8'));
  const bad = {
    'not JSON': '{"version": 2,',
    'not an object': '[]',
    'another version': JSON.stringify({ ...good, version: 1 }),
    'another language': JSON.stringify({ ...good, language: 'ja' }),
    'no chunks': JSON.stringify({ ...good, chunks: undefined }),
    'chunks out of order': JSON.stringify({ ...good, chunks: [...good.chunks].reverse() }),
    'a chunk file outside the folder': JSON.stringify({ ...good, chunks: [{ first: '0', file: '../secret.json' }] }),
    'sections that do not add up to the units': JSON.stringify({ ...good, sections: [2, 3] }),
    'an empty article': JSON.stringify({ ...good, sections: [0, 2, 3, 2, 1, 1] }),
    'no vocabulary': JSON.stringify({ ...good, words: undefined }),
  };
  for (const [name, body] of Object.entries(bad)) {
    await assert.rejects(
      load('es', { replace: { [at]: body } }),
      (e) => e instanceof SearchError && e.code === 'malformed',
      name,
    );
  }
});

test('a missing chunk rejects with chunk-missing; other chunks still work, and a retry fetches again', async () => {
  const log = [];
  const index = await load('es', { log, replace: { 'site/search/es/t2.json': 404 } });
  await rejectsWith(index.search('foco '), 'chunk-missing');
  assert.deepEqual(await articles(index.search('recetas ', { limit: 1 })), [0]);
  await rejectsWith(index.search('foco '), 'chunk-missing');
  assert.equal(log.filter((url) => url.endsWith('t2.json')).length, 2);
});

test('a malformed chunk rejects with malformed', async () => {
  const at = 'site/search/es/t3.json';
  for (const body of [
    '{"terms": {"recet": ',
    '{"words": {}}',
    '{"terms": {"recet": 7}}',
    '{"terms": {"recet": [[99, 2, 60]]}}',
    '{"terms": {"recet": [[0, "2", 60]]}}',
  ]) {
    const index = await load('es', { replace: { [at]: body } });
    await rejectsWith(index.search('recetas '), 'malformed');
  }
});

test('article(k) loads a<k>.json and section(unit) its section; missing or malformed files reject', async () => {
  const index = await load('es');
  assert.deepEqual(await index.article(2), {
    url: 'es/teclado-foco/',
    title: 'Teclado y foco',
    sections: [
      {
        anchor: '',
        heading: '',
        text: 'El teclado aparece cuando un campo de texto recibe el foco. Versión mínima: iOS 15.',
        code: '',
      },
      {
        anchor: '#ocultar-el-teclado',
        heading: 'Ocultar el teclado',
        text: 'Para ocultar el teclado, quita el foco del campo de texto. Los gestos compiten.',
        code: 'focused = false',
      },
    ],
  });
  assert.deepEqual(await index.section(6), {
    anchor: '#ocultar-el-teclado',
    heading: 'Ocultar el teclado',
    text: 'Para ocultar el teclado, quita el foco del campo de texto. Los gestos compiten.',
    code: 'focused = false',
    url: 'es/teclado-foco/#ocultar-el-teclado',
    title: 'Teclado y foco',
  });
  await rejectsWith(index.article(5), 'article-missing');
  await rejectsWith(index.article(-1), 'article-missing');
  const broken = await load('es', {
    replace: {
      'site/search/es/a1.json': 404,
      'site/search/es/a2.json': '{"url": 3}',
      'site/search/es/a3.json': '{"url": "es/busqueda/", "title": "B", "sections": []}',
    },
  });
  await rejectsWith(broken.article(1), 'article-missing');
  await rejectsWith(broken.article(2), 'malformed');
  await rejectsWith(broken.article(3), 'malformed', 'one section per unit');
});

test('an index with no postings for a term under its first chunk finds nothing', async () => {
  const index = await load('es');
  assert.deepEqual(await articles(index.search('0')), []);
});

/** Segments as a string with marked text in [brackets]. */
const show = (segments) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('');

test('excerpt marks accented words a folded query matches', () => {
  const text = 'Los diálogos piden confirmación antes de borrar una receta.';
  assert.deepEqual(excerpt(text, queryTerms('dialogos receta ', 'es'), 'es'), [
    { text: 'Los ', mark: false },
    { text: 'diálogos', mark: true },
    { text: ' piden confirmación antes de borrar una ', mark: false },
    { text: 'receta', mark: true },
    { text: '.', mark: false },
  ]);
  assert.equal(
    show(excerpt(text, queryTerms('CONFIR', 'es'), 'es')),
    'Los diálogos piden [confirmación] antes de borrar una receta.',
  );
  assert.equal(
    show(excerpt('Ve a la Configuración', ['configur'], 'es')),
    'Ve a la [Configuración]',
    'plain strings are exact terms',
  );
  assert.equal(
    show(excerpt('Con confirmationDialog(_:item:) el', queryTerms('dialog ', 'es'), 'es')),
    'Con [confirmationDialog](_:item:) el',
  );
});

test('excerpt marks whole words: the parts of an identifier query do not mark other words', () => {
  const text = 'Una View con ViewBuilder y un Builder.';
  assert.equal(show(excerpt(text, queryTerms('ViewBuilder ', 'es'), 'es')), 'Una View con [ViewBuilder] y un Builder.');
});

test('excerpt marks the full Japanese match, never a bigram of it alone', () => {
  const text = 'テキストフィールドにフォーカスが移るとキーボードが表示されます。';
  assert.equal(
    show(excerpt(text, queryTerms('キーボード', 'ja'), 'ja')),
    'テキストフィールドにフォーカスが移ると[キーボード]が表示されます。',
  );
  assert.equal(
    show(excerpt('バージョンによって処理を分岐します。', queryTerms('分岐', 'ja'), 'ja')),
    'バージョンによって処理を[分岐]します。',
  );
  assert.equal(
    show(excerpt('新しいﾊﾞｰｼﾞｮﾝです', queryTerms('バージョン', 'ja'), 'ja')),
    '新しい[ﾊﾞｰｼﾞｮﾝ]です',
    'offsets map back through NFKC',
  );
  assert.equal(
    show(excerpt('景色と背景、そして背景色。', queryTerms('背景色', 'ja'), 'ja')),
    '景色と背景、そして[背景色]。',
  );
  assert.equal(show(excerpt('空の状態と空き容量', queryTerms('空', 'ja'), 'ja')), '[空]の状態と[空]き容量');
});

test('sectionExcerpt shows prose, or the matching code lines as code when only the code matches', () => {
  const section = {
    heading: 'Ocultar',
    text: 'Para ocultar el teclado, quita el foco.',
    code: 'let a = 1\nfocused = false\nlet b = 2\nlet c = 3',
  };
  assert.deepEqual(sectionExcerpt(section, queryTerms('foco ', 'es'), 'es').code, false);
  const code = sectionExcerpt(section, queryTerms('focused ', 'es'), 'es');
  assert.equal(code.code, true);
  assert.equal(show(code.segments), '[focused] = false\nlet b = 2');
  // A match in the heading only: the prose's beginning, not code.
  assert.equal(sectionExcerpt(section, queryTerms('ocultar ', 'es'), 'es').code, false);
});

test('excerpt cuts long text around the first match, at spaces, with ellipses', () => {
  const words = Array.from({ length: 80 }, (_, i) => `palabra${i}`);
  words[50] = 'diálogo';
  const segments = excerpt(words.join(' '), queryTerms('dialogo ', 'es'), 'es', { length: 100 });
  assert.equal(segments[0].text, '…');
  assert.equal(segments.at(-1).text, '…');
  const body = segments
    .slice(1, -1)
    .map((s) => s.text)
    .join('');
  assert.ok(body.length <= 100 && body.length > 70, `${body.length} characters`);
  assert.match(body, /^palabra\d+ .* palabra\d+$/, 'whole words at both cuts');
  assert.deepEqual(
    segments.filter((s) => s.mark),
    [{ text: 'diálogo', mark: true }],
  );
  assert.ok(body.indexOf('diálogo') < 50, 'the match sits in the first part of the window');
});

test('excerpt without a match shows the beginning; short text stays whole', () => {
  const long = 'x'.repeat(50) + ' ' + 'y'.repeat(300);
  const segments = excerpt(long, ['nada'], 'es', { length: 60 });
  assert.equal(segments[0].text.slice(0, 50), 'x'.repeat(50));
  assert.equal(segments.at(-1).text, '…');
  assert.deepEqual(excerpt('Corto.', ['nada'], 'es'), [{ text: 'Corto.', mark: false }]);
  assert.deepEqual(excerpt('', ['nada'], 'es'), []);
});

test('excerpt never splits a surrogate pair or a combining mark at a cut', () => {
  const text = '𠮷'.repeat(100);
  for (const segment of excerpt(text, ['nada'], 'ja', { length: 31 })) {
    assert.ok(!/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(segment.text), JSON.stringify(segment.text));
  }
  const marks = 'e\u0301'.repeat(100);
  for (const segment of excerpt(marks, ['nada'], 'es', { length: 31 })) assert.ok(!segment.text.startsWith('\u0301'));
});
