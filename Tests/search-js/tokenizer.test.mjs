// The JS tokenizer against the vectors the Swift tests run too (docs/search.md), the Spanish stemmer step by
// step, and the original-text offsets of tokens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { snowballSpanish, stemSpanish, stemSpanishLoose, terms, tokenize } from '../../Theme/assets/search/engine.js';

const vectors = JSON.parse(readFileSync(new URL('../Fixtures/search/tokenizer-vectors.json', import.meta.url), 'utf8'));

test('the shared vectors are for tokenizer version 2', () => {
  assert.equal(vectors.version, 2);
  assert.ok(vectors.vectors.length > 0);
});

for (const vector of vectors.vectors) {
  test(`vector [${vector.language}] ${JSON.stringify(vector.text)}`, () => {
    assert.deepEqual(terms(vector.text, vector.language), vector.terms);
  });
}

// Expected stems as Snowball gives them (and the Swift stemmer, checked against it on the same words).
const stems = {
  'step 0, pronoun after -iendo': ['comiendolo', 'com'],
  'step 0, pronoun after a verb ending outside RV stays': ['dandoselas', 'dandosel'],
  'step 0 and 2b': ['haciendola', 'hac'],
  'step 1, delete in R2': ['abundancia', 'abund'],
  'step 1, -ica': ['logica', 'logic'],
  'step 1, -amente in R1': ['rapidamente', 'rapid'],
  'step 1, -mente': ['naturalmente', 'natural'],
  'step 1, -idad': ['felicidad', 'felic'],
  'step 1, -idades then -abil': ['posibilidades', 'posibil'],
  'step 1, -acion': ['organización', 'organiz'],
  'step 1, -acion then -ic': ['identificación', 'identif'],
  'step 1, -ucion → u': ['constitución', 'constitu'],
  'step 1, -encia → ente': ['independencia', 'independent'],
  'step 1, -ivo': ['creativo', 'creativ'],
  'step 2a, -yeron after u': ['construyeron', 'constru'],
  'step 2a, -yo after u': ['arguyo', 'argu'],
  'step 2b, longest verb ending': ['cantaríamos', 'cant'],
  'step 2b, -ieron': ['comieron', 'com'],
  'step 2b, gu + en loses u': ['averiguen', 'averig'],
  'step 2b, gu + en (persiguen)': ['persiguen', 'persig'],
  'step 3, gu + e loses u': ['averigue', 'averig'],
  'step 3, -os': ['dialogos', 'dialog'],
  'step 3, -a': ['alertas', 'alert'],
  'plural and singular meet': ['recetas', 'recet'],
  singular: ['receta', 'recet'],
  '-ciones': ['canciones', 'cancion'],
  'short words stay': ['de', 'de'],
  'one letter stays': ['a', 'a'],
  'no vowel after the consonants': ['ios', 'ios'],
  'a word with a letter Spanish has not is only folded': ['łodzes', 'łodzes'],
  'ß is not ASCII either': ['straße', 'straße'],
};

for (const [name, [word, stem]] of Object.entries(stems)) {
  test(`stemmer: ${name} (${word} → ${stem})`, () => assert.equal(stemSpanish(word), stem));
}

// The same words typed without accents: the loose stemmer (a query's alternative) gives what the accented one does.
for (const [word, stem] of [
  ['organizacion', 'organiz'],
  ['identificacion', 'identif'],
  ['constitucion', 'constitu'],
  ['cantariamos', 'cant'],
]) {
  test(`loose stemmer: ${word} → ${stem}`, () => assert.equal(stemSpanishLoose(word), stem));
}

test('the stemmer applies to plain words in Spanish only', () => {
  assert.deepEqual(terms('Diálogos', 'es'), ['dialog']);
  assert.deepEqual(terms('Diálogos', 'ja'), ['dialogos']);
  assert.deepEqual(terms('recetasView', 'es'), ['recetasview', 'recetas', 'view']);
});

/** The original text each token points at. */
const spans = (text, language) => tokenize(text, language).map((t) => [t.term, text.slice(t.start, t.end)]);

test('offsets point at the word run in the original text', () => {
  assert.deepEqual(spans('Versión mínima de iOS', 'es'), [
    ['version', 'Versión'],
    ['minim', 'mínima'],
    ['de', 'de'],
    ['ios', 'iOS'],
    ['os', 'iOS'],
  ]);
});

test('offsets survive characters NFKC merges (combining marks, half-width kana)', () => {
  assert.deepEqual(spans('el e\u0301xito', 'es'), [
    ['el', 'el'],
    ['exit', 'e\u0301xito'],
  ]);
  assert.deepEqual(spans('新ﾊﾞｰｼﾞｮﾝ', 'ja'), [
    ['新', '新'],
    ['新バ', '新ﾊﾞ'],
    ['バー', 'ﾊﾞｰ'],
    ['ージ', 'ｰｼﾞ'],
    ['ジョ', 'ｼﾞｮ'],
    ['ョン', 'ｮﾝ'],
  ]);
});

test('offsets survive characters NFKC expands or narrows (full-width letters, ligatures, astral CJK)', () => {
  assert.deepEqual(spans('(ＳｗｉｆｔＵＩ)', 'es'), [
    ['swiftui', 'ＳｗｉｆｔＵＩ'],
    ['swift', 'ＳｗｉｆｔＵＩ'],
    ['ui', 'ＳｗｉｆｔＵＩ'],
  ]);
  assert.deepEqual(spans('la ﬁla', 'es'), [
    ['la', 'la'],
    ['fil', 'ﬁla'],
  ]);
  assert.deepEqual(spans('𠮷野家', 'ja'), [
    ['𠮷', '𠮷'],
    ['𠮷野', '𠮷野'],
    ['野', '野'],
    ['野家', '野家'],
    ['家', '家'],
  ]);
});

test('separators split runs; one-letter terms go, single digits stay', () => {
  assert.deepEqual(terms('a y 7 x_y', 'es'), ['7']);
  assert.deepEqual(terms('', 'es'), []);
  assert.deepEqual(terms('😀 — …', 'ja'), []);
});

// The Spanish word pairs the Swift tests run too: inflections of one word, stem-changing verbs included, meet.
const { pairs, apart } = JSON.parse(
  readFileSync(new URL('../Fixtures/search/spanish-pairs.json', import.meta.url), 'utf8'),
);

test(`the ${pairs.length} Spanish word pairs meet (at least 300)`, () => {
  assert.ok(pairs.length >= 300);
  const apart = pairs.filter(([a, b]) => JSON.stringify(terms(a, 'es')) !== JSON.stringify(terms(b, 'es')));
  assert.deepEqual(
    apart.map(([a, b]) => `${a} ${terms(a, 'es')} / ${b} ${terms(b, 'es')}`),
    [],
  );
});

test('the Spanish pairs listed as apart, for their reasons, are still apart', () => {
  for (const [a, b, reason] of apart) {
    assert.ok(reason);
    assert.notDeepEqual(terms(a, 'es'), terms(b, 'es'), `${a} / ${b}`);
  }
});

// Snowball's published Spanish test vocabulary, the Swift tests run it too: the stemmer without aliases is
// Snowball's, word for word (stems folded as the index stores them).
const snowball = JSON.parse(readFileSync(new URL('../Fixtures/search/snowball-spanish.json', import.meta.url), 'utf8'));

test(`Snowball's vocabulary: all ${snowball.words.length} words get Snowball's stem`, () => {
  const folded = (s) => s.normalize('NFD').replace(/\p{M}/gu, '');
  const wrong = snowball.words.filter(([word, stem]) => snowballSpanish(word) !== folded(stem));
  assert.ok(snowball.words.length > 28000);
  assert.deepEqual(wrong.slice(0, 20), []);
});

test('a query word typed without accents also gets the stem its accented form has', () => {
  assert.equal(stemSpanish('navegación'), 'naveg');
  assert.equal(stemSpanish('navegacion'), 'navegacion', 'Snowball: -acion without the accent is no suffix');
  assert.equal(stemSpanishLoose('navegacion'), 'naveg');
  assert.equal(stemSpanishLoose('compitio'), 'compet', 'as compitió, through the aliases');
});
