// Puente search engine: the tokenizer and Spanish stemmer of docs/search.md (version 2), and queries against the
// index that `puente build` writes (chunked postings, one file per article, a vocabulary for misspelled words).
// No DOM; runs in browsers and in Node (Tests/search-js).

/** The tokenizer specification this file implements; an index of another version is rejected. */
export const TOKENIZER_VERSION = 2;

/** A failure to load or read the index. `code` is 'index-missing', 'chunk-missing', 'unit-missing' or 'malformed'. */
export class SearchError extends Error {
  constructor(code, message, options) {
    super(message, options);
    this.name = 'SearchError';
    this.code = code;
  }
}

// ---- Tokenizer ------------------------------------------------------------------------------------------------

const IDEOGRAPH = /[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{2FA1F}]/u;
const CJK = /[\u3005\u3006\u3040-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{2FA1F}]/u;
const WORD = /[\p{L}\p{N}\p{M}]/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const NUMBER = /\p{N}/u;
const MARKS = /\p{M}/gu;
// Code points NFKC may merge into the character before them: marks, half-width (semi-)voiced sound marks and
// Hangul jamo. They stay in one piece with that character when the text is normalized piece by piece.
const JOINS = /[\p{M}\uFF9E\uFF9F\u1160-\u11FF\u3131-\u318E\uFFA0-\uFFDC\uD7B0-\uD7FF]/u;

const isUpper = (c) => UPPER.test(c);
const isLower = (c) => LOWER.test(c);
const isNumber = (c) => NUMBER.test(c);
const kindOf = (c) => (CJK.test(c) ? 'cjk' : WORD.test(c) ? 'word' : null);

/**
 * NFKC-normalizes `text` and maps every UTF-16 unit of the result back to the original: `from[i]`/`to[i]` are the
 * original offsets of the piece (a character and the marks or jamo that NFKC may merge into it) that produced
 * unit `i`. If piecewise normalization ever differs from normalizing the whole text, the whole text is the piece.
 */
function normalizeMapped(text) {
  const whole = text.normalize('NFKC');
  let normalized = '';
  const from = [];
  const to = [];
  for (let i = 0; i < text.length;) {
    let j = i + (text.codePointAt(i) > 0xffff ? 2 : 1);
    while (j < text.length && JOINS.test(String.fromCodePoint(text.codePointAt(j)))) {
      j += text.codePointAt(j) > 0xffff ? 2 : 1;
    }
    const piece = text.slice(i, j).normalize('NFKC');
    normalized += piece;
    for (let k = 0; k < piece.length; k++) {
      from.push(i);
      to.push(j);
    }
    i = j;
  }
  if (normalized === whole) return { normalized, from, to };
  return {
    normalized: whole,
    from: Array.from({ length: whole.length }, () => 0),
    to: Array.from({ length: whole.length }, () => text.length),
  };
}

/** Lowercase character by character, as Swift does (no final-sigma rule). */
function lowercase(text) {
  let lower = '';
  for (const c of text) lower += c.toLowerCase();
  return lower;
}

/** Lowercase, decompose, drop every mark. */
function fold(text) {
  return lowercase(text).normalize('NFD').replace(MARKS, '');
}

/** Splits a word run (an array of code points) before camel-case humps and letter/number boundaries. */
function splitParts(chars) {
  const parts = [];
  let current = [];
  chars.forEach((c, i) => {
    if (i > 0) {
      const previous = chars[i - 1];
      const next = chars[i + 1];
      const boundary =
        (isLower(previous) && isUpper(c)) ||
        (isUpper(previous) && isUpper(c) && next !== undefined && isLower(next)) ||
        isNumber(previous) !== isNumber(c);
      if (boundary) {
        parts.push(current);
        current = [];
      }
    }
    current.push(c);
  });
  parts.push(current);
  return parts;
}

/**
 * The terms of one word run: a plain word (stemmed in Spanish), or an identifier and its parts, as
 * `[{term, part}]` (`part` for the parts of an identifier after the whole).
 */
function wordTerms(chars, language) {
  const parts = splitParts(chars);
  let terms;
  if (parts.length === 1 && !chars.slice(1).some(isUpper) && !chars.some(isNumber)) {
    const word = chars.join('');
    terms = [{ term: language === 'es' ? stemSpanish(lowercase(word)) : fold(word), part: false, plain: true }];
  } else {
    terms = [{ term: fold(chars.join('')), part: false }];
    if (parts.length > 1) terms.push(...parts.map((part) => ({ term: fold(part.join('')), part: true })));
  }
  // One-character terms go, unless numbers. (An empty term, from a run of marks only, stays: so does Swift's.)
  return terms.filter(({ term }) => [...term].length > 1 || ([...term].length === 1 && isNumber(term)));
}

/**
 * The tokens of `text` in `language` ('es' stems Spanish words), in text order, duplicates kept:
 * `[{term, start, end, kind}]`. `start`/`end` are UTF-16 offsets in the original `text` of the word run a term came
 * from (for CJK, of its bigram or single character), widened to whole characters when NFKC merged or split them.
 * `kind` is 'word', 'part' (a part of an identifier), 'cjk' (a bigram, or a run of one character) or 'single' (a
 * kanji of a longer run, indexed alone as well).
 */
export function tokenize(text, language) {
  const { normalized, from, to } = normalizeMapped(String(text ?? ''));
  const tokens = [];
  const add = (term, start, end, kind) => tokens.push({ term, start: from[start], end: to[end - 1], kind });
  let i = 0;
  while (i < normalized.length) {
    const first = String.fromCodePoint(normalized.codePointAt(i));
    const kind = kindOf(first);
    if (!kind) {
      i += first.length;
      continue;
    }
    const chars = [];
    const offsets = [];
    let end = i;
    while (end < normalized.length) {
      const c = String.fromCodePoint(normalized.codePointAt(end));
      if (kindOf(c) !== kind) break;
      chars.push(c);
      offsets.push(end);
      end += c.length;
    }
    if (kind === 'word') {
      for (const { term, part, plain } of wordTerms(chars, language)) {
        add(term, i, end, part ? 'part' : 'word');
        if (plain) tokens[tokens.length - 1].plain = true;
      }
    } else if (chars.length === 1) {
      add(chars[0], i, end, 'cjk');
    } else {
      // Each kanji alone, then the bigram it starts: a one-kanji query finds it inside a longer run.
      for (let k = 0; k < chars.length; k++) {
        const after = offsets[k] + chars[k].length;
        if (IDEOGRAPH.test(chars[k])) add(chars[k], offsets[k], after, 'single');
        if (k + 1 < chars.length) add(chars[k] + chars[k + 1], offsets[k], offsets[k + 1] + chars[k + 1].length, 'cjk');
      }
    }
    i = end;
  }
  return tokens;
}

/** The terms of `text` in `language`, in order (see docs/search.md, "Tokenizer, version 2"). */
export function terms(text, language) {
  return tokenize(text, language).map((token) => token.term);
}

// ---- Spanish stemmer ------------------------------------------------------------------------------------------

const longestFirst = (list) => [...new Set(list)].sort((x, y) => y.length - x.length);
const foldAll = (list) => list.map((word) => fold(word));

/**
 * Snowball's Spanish suffix lists (docs/search.md). `exact` has Snowball's accents; `loose` is the same with every
 * accent removed, for a query word typed without accents (`navegacion`, `compitio`).
 */
function spanishLists(exact) {
  const lists = {
    vowels: new Set(exact ? ['a', 'e', 'i', 'o', 'u', 'á', 'é', 'í', 'ó', 'ú', 'ü'] : ['a', 'e', 'i', 'o', 'u']),
    pronouns: ['me', 'se', 'sela', 'selo', 'selas', 'selos', 'la', 'le', 'lo', 'las', 'les', 'los', 'nos'],
    // Verb endings before a pronoun, and what they become once it goes (the accent goes with it).
    verbs: {
      iéndo: 'iendo',
      ándo: 'ando',
      ár: 'ar',
      ér: 'er',
      ír: 'ir',
      iendo: '',
      yendo: '',
      ando: '',
      ar: '',
      er: '',
      ir: '',
    },
    delete:
      'anza anzas ico ica icos icas ismo ismos able ables ible ibles ista istas oso osa osos osas amiento amientos imiento imientos'.split(
        ' ',
      ),
    ic: 'adora ador ación adoras adores aciones ante antes ancia ancias'.split(' '),
    replace: { logía: 'log', logías: 'log', ución: 'u', uciones: 'u', encia: 'ente', encias: 'ente' },
    step2a: 'ya ye yan yen yeron yendo yo yó yas yes yais yamos'.split(' '),
    gu: ['en', 'es', 'éis', 'emos'],
    step2b: (
      'arían arías arán arás aríais aría aréis aríamos aremos ará aré erían erías erán erás eríais ería ' +
      'eréis eríamos eremos erá eré irían irías irán irás iríais iría iréis iríamos iremos irá iré aba ada ida ía ' +
      'ara iera ad ed id ase iese aste iste an aban ían aran ieran asen iesen aron ieron ado ido ando iendo ió ar ' +
      'er ir as abas adas idas ías aras ieras ases ieses ís áis abais íais arais ierais aseis ieseis asteis ' +
      'isteis ados idos amos ábamos íamos imos áramos iéramos iésemos ásemos'
    ).split(' '),
    residual: ['os', 'a', 'o', 'á', 'í', 'ó'],
    residualE: ['e', 'é'],
  };
  const shape = exact ? (list) => list : (list) => foldAll(list);
  const verbs = {};
  for (const [ending, becomes] of Object.entries(lists.verbs)) verbs[exact ? ending : fold(ending)] ??= becomes;
  const replace = {};
  for (const [suffix, by] of Object.entries(lists.replace)) replace[exact ? suffix : fold(suffix)] = by;
  return {
    vowels: lists.vowels,
    pronouns: longestFirst(lists.pronouns),
    verbs,
    verbEndings: longestFirst(Object.keys(verbs)),
    delete: new Set(shape(lists.delete)),
    ic: new Set(shape(lists.ic)),
    replace,
    step1: longestFirst([
      ...shape(lists.delete),
      ...shape(lists.ic),
      ...Object.keys(replace),
      'amente',
      'mente',
      'idad',
      'idades',
      'iva',
      'ivo',
      'ivas',
      'ivos',
    ]),
    step2a: longestFirst(shape(lists.step2a)),
    gu: longestFirst(shape(lists.gu)),
    step2b: longestFirst(shape(lists.step2b)),
    residual: longestFirst(shape(lists.residual)),
    residualE: longestFirst(shape(lists.residualE)),
  };
}
const EXACT = spanishLists(true);
const LOOSE = spanishLists(false);

/** The start of RV (see docs/search.md). */
function rvStart(w, vowel) {
  if (w.length < 2) return w.length;
  let i = 2;
  if (!vowel(1)) {
    while (i < w.length && !vowel(i)) i++; // after the next vowel
  } else if (vowel(0)) {
    while (i < w.length && vowel(i)) i++; // after the next consonant
  }
  return Math.min(i + 1, w.length); // (consonant, vowel): after the third letter
}

/** The start of the region after the first non-vowel that follows a vowel, searching from `from`. */
function regionStart(w, from, vowel) {
  for (let i = from; i + 1 < w.length; i++) {
    if (vowel(i) && !vowel(i + 1)) return i + 2;
  }
  return w.length;
}

/**
 * Stems Snowball leaves apart that are one word to a reader, mapped to one of them: stem-changing verbs to the
 * infinitive's stem (`compit` → `compet`), short verbs (`usa` → `usar`), plurals that change spelling (`luc` → `luz`).
 * The same table is in Sources/Search/SpanishStemAliases.swift; a test compares the two.
 */
export const SPANISH_ALIASES = Object.freeze({
  abre: 'abrir',
  abren: 'abrir',
  abri: 'abrir',
  abriend: 'abrir',
  adviert: 'advert',
  advirt: 'advert',
  aprueb: 'aprob',
  atiend: 'atend',
  camb: 'cambi',
  capac: 'capaz',
  caracter: 'caract',
  cierr: 'cerr',
  comienz: 'comenz',
  compit: 'compet',
  comprueb: 'comprob',
  consig: 'consegu',
  consigu: 'consegu',
  conviert: 'convert',
  convirt: 'convert',
  corrig: 'correg',
  cruc: 'cruz',
  cuelg: 'colg',
  decl: 'declar',
  demuestr: 'demostr',
  desplieg: 'despleg',
  devuelv: 'devolv',
  duerm: 'dorm',
  durm: 'dorm',
  eficac: 'eficaz',
  elig: 'eleg',
  empiez: 'empez',
  enciend: 'encend',
  encuentr: 'encontr',
  entiend: 'entend',
  envuelv: 'envolv',
  extiend: 'extend',
  formate: 'format',
  imagen: 'imag',
  impid: 'imped',
  interfac: 'interfaz',
  inviert: 'invert',
  lapic: 'lapiz',
  lee: 'leer',
  leen: 'leer',
  leid: 'leer',
  luc: 'luz',
  margen: 'marg',
  matric: 'matriz',
  menus: 'menu',
  mid: 'med',
  muestr: 'mostr',
  muev: 'mov',
  origen: 'orig',
  pid: 'ped',
  piens: 'pens',
  pierd: 'perd',
  prefier: 'prefer',
  prefir: 'prefer',
  promuev: 'promov',
  prosig: 'prosegu',
  prosigu: 'prosegu',
  prueb: 'prob',
  pued: 'pod',
  quier: 'quer',
  raic: 'raiz',
  recomiend: 'recomend',
  recuerd: 'record',
  repit: 'repet',
  requier: 'requer',
  requir: 'requer',
  resuelv: 'resolv',
  resumen: 'resum',
  rind: 'rend',
  sig: 'segu',
  sigu: 'segu',
  sirv: 'serv',
  suelt: 'solt',
  sugier: 'suger',
  sugir: 'suger',
  usa: 'usar',
  usab: 'usar',
  usad: 'usar',
  usam: 'usar',
  usan: 'usar',
  vac: 'vaci',
  vec: 'vez',
  veloc: 'veloz',
  voc: 'voz',
  volumen: 'volum',
  vuelv: 'volv',
});

const alias = (stem) => (Object.hasOwn(SPANISH_ALIASES, stem) ? SPANISH_ALIASES[stem] : stem);

/**
 * The folded stem of a lowercase Spanish word (accents kept): Snowball's Spanish stemmer, then the aliases. A word
 * with a letter outside a–z and á é í ó ú ü ñ is only folded.
 */
export function stemSpanish(word) {
  const stem = snowballSpanish(word);
  return stem === null ? fold(word) : alias(stem);
}

/**
 * The stem a query word typed without accents may mean: the same algorithm with every accent removed from the
 * word and the suffix lists (`navegacion` → `naveg`, as `navegación`), then the aliases.
 */
export function stemSpanishLoose(word) {
  const folded = fold(word);
  return /^[a-z]*$/.test(folded) ? alias(snowball(folded, LOOSE)) : folded;
}

/** Snowball's algorithm alone (no aliases), folded; null for a word that is not made of Spanish letters. */
export function snowballSpanish(word) {
  return /^[a-záéíóúüñ]*$/.test(word) ? fold(snowball(word, EXACT)) : null;
}

/** Snowball's Spanish algorithm with `lists` (Snowball's, or their accent-free copy). */
function snowball(word, lists) {
  if (word.length < 2) return word;
  const w = [...word];
  const vowel = (i) => lists.vowels.has(w[i]);
  const rv = rvStart(w, vowel);
  const r1 = regionStart(w, 0, vowel);
  const r2 = regionStart(w, r1, vowel);
  const endsWith = (list, suffix) => {
    const s = [...suffix];
    return list.length >= s.length && s.every((c, k) => list[list.length - s.length + k] === c);
  };
  const ends = (suffix) => endsWith(w, suffix);
  const at = (suffix) => w.length - [...suffix].length;
  const drop = (count) => w.splice(w.length - count, count);
  const dropIn = (region, suffixes) => {
    const suffix = suffixes.find(ends);
    if (suffix && at(suffix) >= region) drop([...suffix].length);
  };

  // Step 0: an attached pronoun after a verb ending that starts in RV ("yendo" only after "u").
  const pronoun = lists.pronouns.find(ends);
  if (pronoun) {
    const head = w.slice(0, at(pronoun));
    const verb = lists.verbEndings.find((v) => endsWith(head, v));
    if (verb && head.length - [...verb].length >= rv && (verb !== 'yendo' || endsWith(head, 'uyendo'))) {
      drop(pronoun.length);
      if (lists.verbs[verb]) {
        drop([...verb].length);
        w.push(...lists.verbs[verb]);
      }
    }
  }

  // Step 1: standard suffixes; the longest match decides.
  let removed = false;
  const suffix = lists.step1.find(ends);
  if (suffix) {
    const start = at(suffix);
    const region = suffix === 'amente' ? r1 : r2;
    if (start >= region) {
      drop([...suffix].length);
      removed = true;
      if (lists.ic.has(suffix)) {
        dropIn(r2, ['ic']);
      } else if (suffix in lists.replace) {
        w.push(...lists.replace[suffix]);
      } else if (suffix === 'amente') {
        if (ends('iv') && at('iv') >= r2) {
          drop(2);
          dropIn(r2, ['at']);
        } else {
          dropIn(r2, ['os', 'ic', 'ad']);
        }
      } else if (suffix === 'mente') {
        dropIn(r2, ['ante', 'able', 'ible']);
      } else if (suffix === 'idad' || suffix === 'idades') {
        dropIn(r2, ['abil', 'ic', 'iv']);
      } else if (!lists.delete.has(suffix)) {
        dropIn(r2, ['at']); // iva ivo ivas ivos
      }
    }
  }

  const inRV = (s) => ends(s) && at(s) >= rv;
  // Step 2a: verb suffixes beginning with "y", in RV, after "u".
  if (!removed) {
    const y = lists.step2a.find(inRV);
    if (y && at(y) >= 1 && w[at(y) - 1] === 'u') {
      drop([...y].length);
      removed = true;
    }
  }

  // Step 2b: other verb suffixes; the longest in RV decides, and "gu" before en/es/éis/emos loses its "u".
  if (!removed) {
    const gu = lists.gu.find(inRV);
    const other = lists.step2b.find(inRV);
    if (gu && [...gu].length >= [...(other ?? '')].length) {
      drop([...gu].length);
      if (ends('gu')) drop(1);
    } else if (other) {
      drop([...other].length);
    }
  }

  // Step 3: residual suffixes.
  const residual = lists.residual.find(ends);
  if (residual) {
    if (at(residual) >= rv) drop([...residual].length);
  } else {
    const e = lists.residualE.find(ends);
    if (e && at(e) >= rv) {
      drop(1);
      if (ends('gu') && w.length - 1 >= rv) drop(1);
    }
  }
  return w.join('');
}

// ---- Queries --------------------------------------------------------------------------------------------------

/**
 * The terms of a query: `[{term, prefix, part, run, start, end}]`. Every term of the last word run is a prefix
 * (matches every index term it starts) when the query does not end with whitespace and the term is not CJK, so
 * `confirmationDia` already finds `confirmationDialog`. The kanji of a longer CJK run are left out (its bigrams
 * imply them); repeated and empty terms too. `part` marks the parts of an identifier; `run` is the CJK run (NFKC)
 * a CJK term came from; `start`/`end` locate the word or run in the query.
 */
export function queryTerms(query, language) {
  const text = String(query ?? '');
  const list = tokenize(text, language).filter((token) => token.term !== '' && token.kind !== 'single');
  const open = !/\s$/u.test(text);
  const lastRun = list.length ? list[list.length - 1].start : -1;
  const out = [];
  for (let i = 0; i < list.length; i++) {
    const { term, start, kind } = list[i];
    const cjk = kind === 'cjk';
    let runStart = start;
    let runEnd = list[i].end;
    if (cjk) {
      // The CJK run: the consecutive bigrams around this one.
      let a = i;
      while (a > 0 && list[a - 1].kind === 'cjk' && list[a - 1].end > list[a].start) a--;
      let b = i;
      while (b + 1 < list.length && list[b + 1].kind === 'cjk' && list[b + 1].start < list[b].end) b++;
      runStart = list[a].start;
      runEnd = list[b].end;
    }
    const prefix = open && start === lastRun && !cjk;
    const run = cjk ? text.slice(runStart, runEnd).normalize('NFKC') : null;
    // A Spanish word typed without accents may mean its accented form: it also matches that form's stem.
    const also = [];
    if (language === 'es' && list[i].plain) {
      const word = lowercase(text.slice(runStart, runEnd).normalize('NFKC'));
      const loose = stemSpanishLoose(word);
      if (fold(word) === word && loose !== term) also.push(loose);
    }
    // An earlier exact term makes a repeat, and the same term as a prefix, redundant.
    if (!out.some((q) => q.term === term)) {
      out.push({ term, prefix, part: kind === 'part', run, start: runStart, end: runEnd, also });
    }
  }
  return out;
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const SAFE_FILE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.json$/;

/** Fetches and parses a JSON file; a failed fetch rejects with `missing`, bad JSON with 'malformed'. */
async function getJSON(fetchFn, url, missing) {
  let text;
  try {
    const response = await fetchFn(url);
    if (!response || !response.ok) throw new Error(`HTTP ${response ? response.status : 'no response'}`);
    text = await response.text();
  } catch (error) {
    throw new SearchError(missing, `Could not load ${url}: ${error.message}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SearchError('malformed', `${url} is not JSON: ${error.message}`, { cause: error });
  }
}

/** Caches the promise `make()` returns under `key`, forgetting it when it rejects so that a later call retries. */
function cached(map, key, make) {
  if (!map.has(key)) {
    const promise = make();
    map.set(key, promise);
    promise.catch(() => map.delete(key));
  }
  return map.get(key);
}

/** Whether `a` and `b` (arrays of code points) differ by one insertion, deletion, substitution or transposition. */
export function oneEditApart(a, b) {
  if (Math.abs(a.length - b.length) > 1 || (a.length === b.length && a.every((c, i) => c === b[i]))) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x, y) => x.length === y.length && x.every((c, k) => c === y[k]);
  if (a.length === b.length) {
    if (rest(a.slice(i + 1), b.slice(i + 1))) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a.slice(i + 2), b.slice(i + 2)); // transposition
  }
  return a.length > b.length ? rest(a.slice(i + 1), b.slice(i)) : rest(a.slice(i), b.slice(i + 1));
}

/** Scoring constants (docs/search.md, "Query"). */
const OTHER_SECTIONS = 0.25;
const SCATTERED = 0.5;
const PHRASE_BOOST = 1.5;
const NEAR_BOOST = 1.2;
const RERANKED = 4;
const TYPO_LENGTH = 5;
const PARTIAL_TERMS = 4;
const PARTIAL_SHARE = 0.75;

/**
 * One language's search index: index.json in memory; term chunks, article files and vocabulary files fetched when
 * needed and cached.
 */
export class SearchIndex {
  #fetch;
  #directory;
  #chunks;
  #firstUnit;
  #words;
  #cache = new Map();

  constructor(directory, index, fetchFn) {
    this.#directory = directory;
    this.#fetch = (url) => fetchFn(url);
    this.#chunks = index.chunks;
    this.#words = new Set(index.words);
    this.#firstUnit = [];
    let total = 0;
    for (const count of index.sections) {
      this.#firstUnit.push(total);
      total += count;
    }
    this.language = index.language;
    this.units = index.units;
    this.articles = index.sections.length;
    this.averageLength = index.averageLength;
    this.k1 = index.k1;
    this.b = index.b;
  }

  /**
   * Loads `<baseURL>search/<language>/index.json`; `baseURL` is the site root (`data-search-root`).
   * Rejects with SearchError 'index-missing' or 'malformed'.
   */
  static async load(baseURL, language, fetchFn = globalThis.fetch) {
    const root = baseURL === '' || String(baseURL).endsWith('/') ? String(baseURL) : `${baseURL}/`;
    const directory = `${root}search/${encodeURIComponent(language)}/`;
    const index = await getJSON(fetchFn, `${directory}index.json`, 'index-missing');
    const chunks = isObject(index) && Array.isArray(index.chunks) ? index.chunks : null;
    const number = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
    const counts = (list) => Array.isArray(list) && list.every((n) => Number.isInteger(n) && n > 0);
    const valid =
      chunks &&
      index.version === TOKENIZER_VERSION &&
      index.language === language &&
      Number.isInteger(index.units) &&
      index.units >= 0 &&
      [index.averageLength, index.k1, index.b].every(number) &&
      (index.averageLength > 0 || index.units === 0) &&
      counts(index.sections) &&
      index.sections.reduce((sum, n) => sum + n, 0) === index.units &&
      counts(index.words) &&
      chunks.every(
        (c, i) =>
          isObject(c) &&
          typeof c.first === 'string' &&
          typeof c.file === 'string' &&
          SAFE_FILE.test(c.file) &&
          (i === 0 || chunks[i - 1].first < c.first),
      );
    if (!valid)
      throw new SearchError(
        'malformed',
        `${directory}index.json is not a version ${TOKENIZER_VERSION} index for "${language}"`,
      );
    return new SearchIndex(directory, index, fetchFn);
  }

  /** The article unit `unit` belongs to (binary search over the articles' first units). */
  articleOf(unit) {
    let low = 0;
    let high = this.#firstUnit.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.#firstUnit[middle] <= unit) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The index of the chunk `term` lives in: the last whose `first` is ≤ it (UTF-16 order), or -1. */
  #chunkOf(term) {
    let low = 0;
    let high = this.#chunks.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.#chunks[middle].first <= term) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }

  /**
   * The chunks a query term needs: its own (and its alternatives'), and for a prefix every later chunk that
   * starts with it.
   */
  #chunksFor({ term, prefix, also = [] }) {
    const list = [];
    for (const t of [term, ...also]) {
      const first = this.#chunkOf(t);
      if (first >= 0) list.push(first);
      for (let k = first + 1; prefix && k < this.#chunks.length && this.#chunks[k].first.startsWith(t); k++)
        list.push(k);
    }
    return [...new Set(list)];
  }

  /** A file of this index, fetched once; `check` validates the parsed JSON and returns what to keep. */
  #file(name, missing, check) {
    return cached(this.#cache, name, async () => {
      const value = check(await getJSON(this.#fetch, this.#directory + name, missing));
      if (value === undefined) throw new SearchError('malformed', `${this.#directory}${name} is malformed`);
      return value;
    });
  }

  /** The `terms` object of chunk `k`. */
  #chunk(k) {
    return this.#file(this.#chunks[k].file, 'chunk-missing', (chunk) =>
      isObject(chunk) && isObject(chunk.terms) ? chunk.terms : undefined,
    );
  }

  /** The postings of `term` in a chunk's terms, checked: `[[unit, tf, length], …]`. */
  #postings(chunkTerms, term) {
    if (!Object.hasOwn(chunkTerms, term)) return [];
    const list = chunkTerms[term];
    const valid =
      Array.isArray(list) &&
      list.every(
        (p) =>
          Array.isArray(p) &&
          p.length === 3 &&
          Number.isInteger(p[0]) &&
          p[0] >= 0 &&
          p[0] < this.units &&
          p[1] > 0 &&
          p[2] > 0 &&
          Number.isFinite(p[1]) &&
          Number.isFinite(p[2]),
      );
    if (!valid) throw new SearchError('malformed', `The postings of "${term}" are malformed`);
    return list;
  }

  /** For each query term, its BM25 score in every unit that has it: `[Map(unit → score)]`. */
  async #termScores(wanted) {
    const needed = [...new Set(wanted.flatMap((q) => this.#chunksFor(q)))];
    const loaded = new Map(await Promise.all(needed.map(async (k) => [k, await this.#chunk(k)])));
    const { units, k1, b, averageLength } = this;
    return wanted.map((q) => {
      const best = new Map();
      for (const k of this.#chunksFor(q)) {
        const chunkTerms = loaded.get(k);
        const forms = [q.term, ...(q.also ?? [])];
        const matching = q.prefix ? Object.keys(chunkTerms).filter((t) => forms.some((f) => t.startsWith(f))) : forms;
        for (const term of matching) {
          const postings = this.#postings(chunkTerms, term);
          const idf = Math.log(1 + (units - postings.length + 0.5) / (postings.length + 0.5));
          for (const [unit, tf, length] of postings) {
            const score = (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / averageLength));
            if (!(best.get(unit) >= score)) best.set(unit, score);
          }
        }
      }
      return best;
    });
  }

  /**
   * The best articles for `query`, best first: `{results: [{article, score, sections: [{unit, score}]}],
   * correction}`. An article matches when each query term is in one of its sections; its sections are those that
   * match, those with every term first. `correction` is null, or `{query, words}` when misspelled words were
   * replaced by the vocabulary's (docs/search.md, "Query"). Rejects with SearchError 'chunk-missing',
   * 'article-missing' or 'malformed'.
   */
  async search(query, { limit = 8, correct = true } = {}) {
    const wanted = queryTerms(query, this.language);
    if (wanted.length === 0) return { results: [], correction: null };
    const scores = await this.#termScores(wanted);
    let results = this.#rank(scores, scores.length);
    if (results.length === 0 && correct) {
      const corrected = await this.#correct(String(query), wanted, scores);
      if (corrected) {
        const again = await this.search(corrected.query, { limit, correct: false });
        if (again.results.length > 0) return { results: again.results, correction: corrected };
      }
    }
    if (results.length === 0 && wanted.length >= PARTIAL_TERMS) {
      // A long query (a Japanese phrase has a bigram per character) that no article has whole: articles with
      // most of its terms, scored by the share they have.
      results = this.#rank(scores, Math.ceil(PARTIAL_SHARE * wanted.length));
    }
    if (wanted.length > 1) results = await this.#rerank(results, wanted, limit);
    return { results: results.slice(0, limit), correction: null };
  }

  /**
   * Articles that have at least `required` of the terms, scored from their sections' scores (docs/search.md,
   * "Query", step 3); with fewer than all, the score is scaled by the square of the share of terms found.
   */
  #rank(scores, required) {
    if (scores.filter((map) => map.size > 0).length < required) return [];
    const byArticle = new Map();
    for (const [t, map] of scores.entries()) {
      for (const [unit, score] of map) {
        const article = this.articleOf(unit);
        if (!byArticle.has(article)) byArticle.set(article, new Map());
        const sections = byArticle.get(article);
        if (!sections.has(unit)) sections.set(unit, { unit, score: 0, terms: new Set() });
        const section = sections.get(unit);
        section.score += score;
        section.terms.add(t);
      }
    }
    const results = [];
    for (const [article, sectionMap] of byArticle) {
      const sections = [...sectionMap.values()];
      const covered = new Set(sections.flatMap((s) => [...s.terms]));
      if (covered.size < required) continue;
      const full = (s) => s.terms.size === covered.size;
      sections.sort((x, y) => Number(full(y)) - Number(full(x)) || y.score - x.score || x.unit - y.unit);
      let base;
      if (full(sections[0])) {
        base = sections[0].score;
      } else {
        // The terms are in different sections: each term's best section counts, at a discount.
        base = SCATTERED * scores.reduce((sum, map) => sum + Math.max(...sections.map((s) => map.get(s.unit) ?? 0)), 0);
      }
      const others = sections.slice(1).reduce((sum, s) => sum + s.score, 0);
      const share = covered.size / scores.length;
      const score = (base + Math.min(OTHER_SECTIONS * others, base / 2)) * share * share;
      results.push({ article, score, sections: sections.map(({ unit, score: s }) => ({ unit, score: s })) });
    }
    return results.sort((x, y) => y.score - x.score || x.article - y.article);
  }

  /**
   * Multi-term queries: the best `limit + RERANKED` articles are read, and an article whose section (title,
   * heading, prose or code) has the query's terms in order and next to each other scores `PHRASE_BOOST` times
   * more, or `NEAR_BOOST` times with all of them within a few words.
   */
  async #rerank(results, wanted, limit) {
    const head = results.slice(0, limit + RERANKED);
    const files = await Promise.all(head.map((r) => this.article(r.article)));
    head.forEach((result, i) => {
      const file = files[i];
      let boost = 1;
      for (const { unit } of result.sections.slice(0, 3)) {
        const section = file.sections[unit - this.#firstUnit[result.article]];
        const text = [file.title, section.heading, section.text, section.code].join(' \n ');
        boost = Math.max(boost, proximity(text, wanted, this.language));
      }
      result.score *= boost;
    });
    return [...head.sort((x, y) => y.score - x.score || x.article - y.article), ...results.slice(head.length)];
  }

  /**
   * A corrected query: each word of five letters or more whose terms match nothing is replaced by the most
   * frequent vocabulary word one edit away (`navgacion` → `navegación`), or null when no word changed.
   */
  async #correct(query, wanted, scores) {
    const words = [];
    for (const [t, q] of wanted.entries()) {
      if (q.run !== null || q.part || scores[t].size > 0 || words.some((w) => w.start === q.start)) continue;
      const letters = [...fold(query.slice(q.start, q.end).normalize('NFKC'))];
      if (letters.length >= TYPO_LENGTH) words.push({ start: q.start, end: q.end, letters });
    }
    if (words.length === 0) return null;
    const replaced = [];
    let corrected = query;
    for (const word of words.sort((x, y) => y.start - x.start)) {
      const lengths = [word.letters.length - 1, word.letters.length, word.letters.length + 1].filter((n) =>
        this.#words.has(n),
      );
      const lists = await Promise.all(lengths.map((n) => this.#vocabulary(n)));
      let best = null;
      for (const list of lists) {
        for (const [candidate, count] of list) {
          if ((best === null || count > best.count) && oneEditApart(word.letters, [...fold(candidate)])) {
            best = { word: candidate, count };
          }
        }
      }
      if (!best) continue;
      corrected = corrected.slice(0, word.start) + best.word + corrected.slice(word.end);
      replaced.unshift({ from: query.slice(word.start, word.end), to: best.word });
    }
    return replaced.length > 0 ? { query: corrected, words: replaced } : null;
  }

  /** The vocabulary's words of `length` folded letters, most frequent first: `[[word, sections], …]`. */
  #vocabulary(length) {
    return this.#file(`w${length}.json`, 'chunk-missing', (file) =>
      isObject(file) &&
      Array.isArray(file.words) &&
      file.words.every((w) => Array.isArray(w) && typeof w[0] === 'string' && Number.isInteger(w[1]))
        ? file.words
        : undefined,
    );
  }

  /**
   * The article file `a<k>.json`: `{url, title, sections: [{anchor, heading, text, code}]}`, one section per unit
   * of the article. Rejects with 'article-missing' or 'malformed'.
   */
  async article(k) {
    if (!Number.isInteger(k) || k < 0 || k >= this.articles)
      throw new SearchError('article-missing', `There is no article ${k}`);
    const count = (k + 1 < this.articles ? this.#firstUnit[k + 1] : this.units) - this.#firstUnit[k];
    const text = (value) => typeof value === 'string';
    return this.#file(`a${k}.json`, 'article-missing', (file) =>
      isObject(file) &&
      text(file.url) &&
      text(file.title) &&
      Array.isArray(file.sections) &&
      file.sections.length === count &&
      file.sections.every((s) => isObject(s) && ['anchor', 'heading', 'text', 'code'].every((key) => text(s[key])))
        ? file
        : undefined,
    );
  }

  /** The section of `unit` in its article's file, with the article's `url` and `title`. */
  async section(unit) {
    const article = this.articleOf(unit);
    const file = await this.article(article);
    const section = file.sections[unit - this.#firstUnit[article]];
    return { ...section, url: file.url + section.anchor, title: file.title };
  }
}

/** Whether an index term matches query term `q`: itself or an alternative, or one they start (for a prefix). */
function termMatches(term, q) {
  return [q.term, ...(q.also ?? [])].some((form) => (q.prefix ? term.startsWith(form) : term === form));
}

/**
 * How close together the query's terms are in `text`: `PHRASE_BOOST` when they appear in order, one after the
 * other (the last one as a prefix when the query's is), `NEAR_BOOST` when all are within a window of twice as
 * many terms, else 1.
 */
function proximity(text, wanted, language) {
  const tokens = tokenize(text, language).filter((t) => t.kind !== 'single' && t.kind !== 'part');
  const order = wanted.filter((q) => !q.part);
  if (order.length < 2) return 1;
  const matches = (token, q) => termMatches(token.term, q);
  const window = order.length * 2;
  let near = false;
  for (let i = 0; i < tokens.length; i++) {
    if (order.every((q, k) => tokens[i + k] && matches(tokens[i + k], q))) return PHRASE_BOOST;
    if (!near && matches(tokens[i], order[0])) {
      const slice = tokens.slice(i, i + window);
      near = order.every((q) => slice.some((t) => matches(t, q)));
    }
  }
  return near ? NEAR_BOOST : 1;
}

// ---- Excerpts -------------------------------------------------------------------------------------------------

/** The ranges of `source` to mark for `wanted`: whole matched words, and every full occurrence of a CJK run. */
function matchRanges(source, wanted, language) {
  const ranges = [];
  const words = wanted.filter((q) => q.run === null && !q.part);
  for (const token of tokenize(source, language)) {
    if ((token.kind !== 'word' && token.kind !== 'part') || token.term === '') continue;
    if (words.some((q) => termMatches(token.term, q))) {
      ranges.push({ start: token.start, end: token.end });
    }
  }
  const runs = [...new Set(wanted.map((q) => q.run).filter((run) => run))];
  if (runs.length > 0) {
    const { normalized, from, to } = normalizeMapped(source);
    for (const run of runs) {
      for (let at = normalized.indexOf(run); at >= 0; at = normalized.indexOf(run, at + run.length)) {
        ranges.push({ start: from[at], end: to[at + run.length - 1] });
      }
    }
  }
  ranges.sort((x, y) => x.start - y.start || y.end - x.end);
  const merged = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Normalizes query terms given as strings into the shape queryTerms returns. */
function asQueryTerms(list) {
  return (list ?? []).map((q) =>
    typeof q === 'string'
      ? { term: q, prefix: false, part: false, run: CJK.test(q) ? q : null }
      : { part: false, run: null, ...q },
  );
}

/**
 * About `length` UTF-16 units of `text` around the first match of `queryTerms` (from queryTerms, or strings), as
 * segments `[{text, mark}]` in which every matched word, and every full occurrence of a CJK query, is marked.
 * Identifier parts alone are not marked. Cuts get an ellipsis.
 */
export function excerpt(text, queryTerms, language, { length = 160 } = {}) {
  const source = String(text ?? '');
  const ranges = matchRanges(source, asQueryTerms(queryTerms), language);
  // The window: a third of it before the first match; cuts move to a nearby space, and never split a character.
  let start = 0;
  let end = source.length;
  if (source.length > length) {
    const first = ranges[0] ?? { start: 0, end: 0 };
    start = Math.max(0, Math.min(first.start - Math.floor(length / 3), source.length - length));
    end = Math.max(start + length, first.end);
    const near = 24;
    const space = source.slice(start, first.start).search(/\s/u);
    if (start > 0 && space >= 0 && space < near) start += space + 1;
    const from = Math.max(first.end, end - near);
    const lastSpace = source.slice(from, end).search(/\s\S*$/u);
    if (end < source.length && lastSpace >= 0) end = from + lastSpace;
    const inside = /[\p{M}\uDC00-\uDFFF]/u;
    while (start > 0 && inside.test(source[start])) start--;
    while (end < source.length && inside.test(source[end])) end++;
  }
  const segments = [];
  const push = (piece, mark) => {
    if (piece) segments.push({ text: piece, mark });
  };
  let position = start;
  for (const range of ranges) {
    if (range.end <= start || range.start >= end) continue;
    push(source.slice(position, Math.max(position, range.start)), false);
    push(source.slice(Math.max(position, range.start), Math.min(range.end, end)), true);
    position = Math.min(range.end, end);
  }
  push(source.slice(position, end), false);
  if (start > 0) segments.unshift({ text: '…', mark: false });
  if (end < source.length) segments.push({ text: '…', mark: false });
  return segments;
}

/**
 * The excerpt of a section (`{heading, text, code}` from an article file): `{code: false, segments}` from its
 * prose when the prose has a match (or when nothing but the title or heading matched), else `{code: true,
 * segments}` from the lines of its code around the first match, to be shown as code.
 */
export function sectionExcerpt(section, queryTerms, language, options) {
  const wanted = asQueryTerms(queryTerms);
  const text = section.text ?? '';
  const code = section.code ?? '';
  if (matchRanges(text, wanted, language).length > 0 || matchRanges(code, wanted, language).length === 0) {
    return { code: false, segments: excerpt(text, wanted, language, options) };
  }
  const lines = code.split('\n');
  const at = lines.findIndex((line) => matchRanges(line, wanted, language).length > 0);
  const shown = lines
    .slice(Math.max(0, at), at + 2)
    .map((line) => line.trim())
    .filter((line) => line)
    .join('\n');
  return { code: true, segments: excerpt(shown, wanted, language, options) };
}
