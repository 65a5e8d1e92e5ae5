// The JS tokenizer against the vectors the Swift tests run too (docs/search.md), the Spanish stemmer step by
// step, and the original-text offsets of tokens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { stemSpanish, terms, tokenize } from '../../Theme/assets/search/engine.js';

const vectors = JSON.parse(readFileSync(new URL('../Fixtures/search/tokenizer-vectors.json', import.meta.url), 'utf8'));

test('the shared vectors are for tokenizer version 1', () => {
  assert.equal(vectors.version, 1);
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
  'step 1, -acion': ['organizacion', 'organiz'],
  'step 1, -acion then -ic': ['identificacion', 'identif'],
  'step 1, -ucion → u': ['constitucion', 'constitu'],
  'step 1, -encia → ente': ['independencia', 'independent'],
  'step 1, -ivo': ['creativo', 'creativ'],
  'step 2a, -yeron after u': ['construyeron', 'constru'],
  'step 2a, -yo after u': ['arguyo', 'argu'],
  'step 2b, longest verb ending': ['cantariamos', 'cant'],
  'step 2b, -ieron': ['comieron', 'com'],
  'step 2b, gu + en loses u': ['averiguen', 'averig'],
  'step 2b, gu + en (persiguen)': ['persiguen', 'persig'],
  'step 3, gu + e loses u': ['averigue', 'averig'],
  'step 3, -os': ['dialogos', 'dialog'],
  'step 3, -a': ['alertas', 'alert'],
  'plural and singular meet': ['recetas', 'recet'],
  'singular': ['receta', 'recet'],
  '-ciones': ['canciones', 'cancion'],
  'short words stay': ['de', 'de'],
  'one letter stays': ['a', 'a'],
  'no vowel after the consonants': ['ios', 'ios'],
  'a word that is not ASCII is kept': ['łodzes', 'łodzes'],
  'ß is not ASCII either': ['straße', 'straße'],
};

for (const [name, [word, stem]] of Object.entries(stems)) {
  test(`stemmer: ${name} (${word} → ${stem})`, () => assert.equal(stemSpanish(word), stem));
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
    ['𠮷野', '𠮷野'],
    ['野家', '野家'],
  ]);
});

test('separators split runs; one-letter terms go, single digits stay', () => {
  assert.deepEqual(terms('a y 7 x_y', 'es'), ['7']);
  assert.deepEqual(terms('', 'es'), []);
  assert.deepEqual(terms('😀 — …', 'ja'), []);
});
