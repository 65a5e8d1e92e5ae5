// Queries against a small hand-made index (Tests/Fixtures/search/small-index, format of docs/search.md) read from
// disk through a fetch stand-in: AND semantics, BM25 order, prefixes, CJK bigrams, chunk loading, errors, excerpts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { SearchError, SearchIndex, excerpt, queryTerms } from '../../Theme/assets/search/engine.js';

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
const units = (hits) => hits.map((hit) => hit.unit);
const rejectsWith = (promise, code) =>
  assert.rejects(promise, (error) => error instanceof SearchError && error.code === code && error.message.length > 0);

test('load reads index.json from <root>search/<lang>/', async () => {
  const log = [];
  const index = await load('es', { log });
  assert.deepEqual(log, ['site/search/es/index.json']);
  assert.equal(index.language, 'es');
  assert.equal(index.units, 7);
  assert.equal(index.k1, 1.2);
  assert.equal(index.b, 0.75);
});

test('a unit matches only when it has every query term (AND)', async () => {
  const index = await load('es');
  assert.deepEqual(units(await index.search('receta lista')).sort(), [0, 1]);
  assert.deepEqual(units(await index.search('campo texto')).sort(), [4, 5]);
  assert.deepEqual(await index.search('receta teclado'), []);
  assert.deepEqual(await index.search('receta inexistente '), []);
});

test('BM25: a title match ranks above a body match', async () => {
  const index = await load('es');
  // "foco": unit 4 has it in its title and body, unit 5 only in its body.
  const hits = await index.search('foco ');
  assert.deepEqual(units(hits), [4, 5]);
  assert.ok(hits[0].score > hits[1].score);
  // "recetas": the introduction with "Recetas" in its title comes before three body and code matches.
  assert.deepEqual(units(await index.search('recetas ')), [0, 1, 3, 2]);
});

test('BM25 follows the formula of docs/search.md', async () => {
  const index = await load('es');
  // "busqued" lives in unit 6 only: postings [[6, 18, 92]] (title 16 + body 2, unit length 92).
  const [hit] = await index.search('búsqueda ');
  const idf = Math.log(1 + (7 - 1 + 0.5) / (1 + 0.5));
  const expected = (idf * 18 * 2.2) / (18 + 1.2 * (1 - 0.75 + (0.75 * 92) / 74.43));
  assert.equal(hit.unit, 6);
  assert.ok(Math.abs(hit.score - expected) < 1e-12, `${hit.score} ≠ ${expected}`);
});

test('limit cuts the list', async () => {
  const index = await load('es');
  assert.deepEqual(units(await index.search('recetas ', { limit: 2 })), [0, 1]);
});

test('the last term is a prefix unless the query ends with whitespace', async () => {
  const index = await load('es');
  assert.deepEqual(units(await index.search('dialo')).sort(), [2, 3]);
  assert.deepEqual(await index.search('dialo '), []);
  assert.deepEqual(units(await index.search('confirmationdia')), [3], 'stem "confirmationd" is a prefix');
  // Every term of the last word run is a prefix: the identifier and its parts, so typing finds it early.
  assert.deepEqual(units(await index.search('confirmationDia')), [3]);
  // Only the last term: "dialo" as a first term must match exactly.
  assert.deepEqual(await index.search('dialo receta'), []);
  assert.deepEqual(queryTerms('recetas dialo', 'es'), [
    { term: 'recet', prefix: false },
    { term: 'dial', prefix: true },
  ]);
  assert.deepEqual(queryTerms('recetas dialo\u3000', 'es')[1], { term: 'dial', prefix: false });
  assert.deepEqual(queryTerms('receta recetas', 'es'), [{ term: 'recet', prefix: false }], 'repeats count once');
  assert.deepEqual(queryTerms('  ', 'es'), []);
  assert.deepEqual(await index.search(''), []);
});

test('Japanese: a two-character query is one bigram, a longer one every bigram (AND)', async () => {
  const index = await load('ja');
  assert.deepEqual(units(await index.search('分岐')), [1]);
  // キーボード → キー ーボ ボー ード; unit 2 has it in its title.
  const hits = await index.search('キーボード');
  assert.deepEqual(units(hits), [2, 3]);
  assert.ok(hits[0].score > hits[1].score);
  assert.deepEqual(units(await index.search('背景')), [0, 3]);
  assert.deepEqual(units(await index.search('背景色')), [0], '背景 and 景色: unit 3 has only 背景');
  assert.deepEqual(queryTerms('背景色', 'ja'), [
    { term: '背景', prefix: false },
    { term: '景色', prefix: false },
  ]);
  // Half-width katakana in the query normalizes like the index text.
  assert.deepEqual(units(await index.search('ﾊﾞｰｼﾞｮﾝ')), [1]);
});

test('only the chunks the terms need are fetched, each once', async () => {
  const log = [];
  const index = await load('es', { log });
  const chunks = () => log.filter((url) => /\/t\d+\.json$/.test(url)).map((url) => url.slice(-7));
  await index.search('recetas ');
  assert.deepEqual(chunks(), ['t2.json']);
  await index.search('teclado foco '); // tecl in t2 (cached), foc in t1
  assert.deepEqual(chunks(), ['t2.json', 't1.json']);
  await index.search('confir'); // prefix "conf": t0, and t1 whose first term starts with it
  assert.deepEqual(chunks(), ['t2.json', 't1.json', 't0.json']);
  await index.search('recetas foco confir');
  assert.equal(chunks().length, 3, 'cached chunks are not fetched again');
  await index.search('000 '); // sorts before every chunk: nothing to fetch
  assert.equal(chunks().length, 3);
});

test('concurrent searches share one fetch of a chunk', async () => {
  const log = [];
  const index = await load('ja', { log });
  await Promise.all([index.search('分岐'), index.search('検索'), index.search('背景色')]);
  assert.deepEqual(log.filter((url) => url.endsWith('t1.json')).length, 1);
});

test('a missing or unreachable index rejects with index-missing', async () => {
  await rejectsWith(SearchIndex.load('nowhere/', 'es', diskFetch()), 'index-missing');
  await rejectsWith(load('es', { replace: { 'site/search/es/index.json': new TypeError('Failed to fetch') } }), 'index-missing');
});

test('a malformed index rejects with malformed', async () => {
  const at = 'site/search/es/index.json';
  const good = JSON.parse(await readFile(new URL('es/index.json', fixture), 'utf8'));
  const bad = {
    'not JSON': '{"version": 1,',
    'not an object': '[]',
    'another version': JSON.stringify({ ...good, version: 2 }),
    'another language': JSON.stringify({ ...good, language: 'ja' }),
    'no chunks': JSON.stringify({ ...good, chunks: undefined }),
    'chunks out of order': JSON.stringify({ ...good, chunks: [...good.chunks].reverse() }),
    'a chunk file outside the folder': JSON.stringify({ ...good, chunks: [{ first: '0', file: '../secret.json' }] }),
  };
  for (const [name, body] of Object.entries(bad)) {
    await assert.rejects(load('es', { replace: { [at]: body } }), (e) => e instanceof SearchError && e.code === 'malformed', name);
  }
});

test('a missing chunk rejects with chunk-missing; other chunks still work, and a retry fetches again', async () => {
  const log = [];
  const index = await load('es', { log, replace: { 'site/search/es/t1.json': 404 } });
  await rejectsWith(index.search('foco '), 'chunk-missing');
  assert.deepEqual(units(await index.search('recetas ', { limit: 1 })), [0]);
  await rejectsWith(index.search('foco '), 'chunk-missing');
  assert.equal(log.filter((url) => url.endsWith('t1.json')).length, 2);
});

test('a malformed chunk rejects with malformed', async () => {
  const at = 'site/search/es/t2.json';
  for (const body of ['{"terms": {"recet": ', '{"words": {}}', '{"terms": {"recet": 7}}', '{"terms": {"recet": [[99, 2, 60]]}}', '{"terms": {"recet": [[0, "2", 60]]}}']) {
    const index = await load('es', { replace: { [at]: body } });
    await rejectsWith(index.search('recetas '), 'malformed');
  }
});

test('unit(n) loads u<n>.json; a missing or malformed unit rejects', async () => {
  const index = await load('es');
  assert.deepEqual(await index.unit(4), {
    url: 'es/teclado-foco/',
    title: 'Teclado y foco',
    heading: '',
    text: 'El teclado aparece cuando un campo de texto recibe el foco. Versión mínima: iOS 15.',
  });
  await rejectsWith(index.unit(7), 'unit-missing');
  await rejectsWith(index.unit(-1), 'unit-missing');
  const broken = await load('es', { replace: { 'site/search/es/u1.json': 404, 'site/search/es/u2.json': '{"url": 3}' } });
  await rejectsWith(broken.unit(1), 'unit-missing');
  await rejectsWith(broken.unit(2), 'malformed');
});

test('an index with no postings for a term under its first chunk finds nothing', async () => {
  const index = await load('es');
  assert.deepEqual(await index.search('0'), []);
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
  assert.equal(show(excerpt(text, queryTerms('CONFIR', 'es'), 'es')), 'Los diálogos piden [confirmación] antes de borrar una receta.');
  assert.equal(show(excerpt('Ve a la Configuración', ['configur'], 'es')), 'Ve a la [Configuración]', 'plain strings are exact terms');
  assert.equal(show(excerpt('Con confirmationDialog(_:item:) el', queryTerms('dialog ', 'es'), 'es')), 'Con [confirmationDialog](_:item:) el');
});

test('excerpt marks Japanese bigram matches as one stretch', () => {
  const text = 'テキストフィールドにフォーカスが移るとキーボードが表示されます。';
  assert.equal(show(excerpt(text, queryTerms('キーボード', 'ja'), 'ja')), 'テキストフィールドにフォーカスが移ると[キーボード]が表示されます。');
  assert.equal(show(excerpt('バージョンによって処理を分岐します。', queryTerms('分岐', 'ja'), 'ja')), 'バージョンによって処理を[分岐]します。');
  assert.equal(show(excerpt('新しいﾊﾞｰｼﾞｮﾝです', queryTerms('バージョン', 'ja'), 'ja')), '新しい[ﾊﾞｰｼﾞｮﾝ]です', 'offsets map back through NFKC');
});

test('excerpt cuts long text around the first match, at spaces, with ellipses', () => {
  const words = Array.from({ length: 80 }, (_, i) => `palabra${i}`);
  words[50] = 'diálogo';
  const segments = excerpt(words.join(' '), queryTerms('dialogo ', 'es'), 'es', { length: 100 });
  assert.equal(segments[0].text, '…');
  assert.equal(segments.at(-1).text, '…');
  const body = segments.slice(1, -1).map((s) => s.text).join('');
  assert.ok(body.length <= 100 && body.length > 70, `${body.length} characters`);
  assert.match(body, /^palabra\d+ .* palabra\d+$/, 'whole words at both cuts');
  assert.deepEqual(segments.filter((s) => s.mark), [{ text: 'diálogo', mark: true }]);
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
