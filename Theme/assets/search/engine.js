// Puente search engine: the tokenizer and Spanish stemmer of docs/search.md (version 1), and queries against the
// chunked index that `puente build` writes. No DOM; runs in browsers and in Node (Tests/search-js).

/** The tokenizer specification this file implements; an index of another version is rejected. */
export const TOKENIZER_VERSION = 1;

/** A failure to load or read the index. `code` is 'index-missing', 'chunk-missing', 'unit-missing' or 'malformed'. */
export class SearchError extends Error {
  constructor(code, message, options) {
    super(message, options);
    this.name = 'SearchError';
    this.code = code;
  }
}

// ---- Tokenizer ------------------------------------------------------------------------------------------------

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
  for (let i = 0; i < text.length; ) {
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
  return { normalized: whole, from: new Array(whole.length).fill(0), to: new Array(whole.length).fill(text.length) };
}

/** Lowercase (character by character, as Swift does: no final-sigma rule), decompose, drop every mark. */
function fold(text) {
  let lower = '';
  for (const c of text) lower += c.toLowerCase();
  return lower.normalize('NFD').replace(MARKS, '');
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

/** The terms of one word run: a plain word (stemmed in Spanish), or an identifier and its parts. */
function wordTerms(chars, language) {
  const parts = splitParts(chars);
  let terms;
  if (parts.length === 1 && !chars.slice(1).some(isUpper) && !chars.some(isNumber)) {
    const folded = fold(chars.join(''));
    terms = [language === 'es' ? stemSpanish(folded) : folded];
  } else {
    terms = [fold(chars.join(''))];
    if (parts.length > 1) terms.push(...parts.map((part) => fold(part.join(''))));
  }
  // One-character terms go, unless numbers. (An empty term, from a run of marks only, stays: so does Swift's.)
  return terms.filter((term) => [...term].length > 1 || ([...term].length === 1 && isNumber(term)));
}

/**
 * The tokens of `text` in `language` ('es' stems Spanish words), in text order, duplicates kept:
 * `[{term, start, end}]`. `start`/`end` are UTF-16 offsets in the original `text` of the word run a term came
 * from (for CJK, of its bigram or single character), widened to whole characters when NFKC merged or split them.
 */
export function tokenize(text, language) {
  const { normalized, from, to } = normalizeMapped(String(text ?? ''));
  const tokens = [];
  const add = (term, start, end) => tokens.push({ term, start: from[start], end: to[end - 1] });
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
      for (const term of wordTerms(chars, language)) add(term, i, end);
    } else if (chars.length === 1) {
      add(chars[0], i, end);
    } else {
      for (let k = 0; k + 1 < chars.length; k++) {
        add(chars[k] + chars[k + 1], offsets[k], offsets[k + 1] + chars[k + 1].length);
      }
    }
    i = end;
  }
  return tokens;
}

/** The terms of `text` in `language`, in order (see docs/search.md, "Tokenizer, version 1"). */
export function terms(text, language) {
  return tokenize(text, language).map((token) => token.term);
}

// ---- Spanish stemmer ------------------------------------------------------------------------------------------

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const longestFirst = (list) => [...list].sort((x, y) => y.length - x.length);
const STEP0_PRONOUNS = longestFirst(['me', 'se', 'sela', 'selo', 'selas', 'selos', 'la', 'le', 'lo', 'las', 'les', 'los', 'nos']);
const STEP0_VERBS = longestFirst(['iendo', 'yendo', 'ando', 'ar', 'er', 'ir']);
const STEP1_DELETE = 'anza anzas ico ica icos icas ismo ismos able ables ible ibles ista istas oso osa osos osas amiento amientos imiento imientos'.split(' ');
const STEP1_IC = 'adora ador acion adoras adores aciones ante antes ancia ancias'.split(' ');
const STEP1_REPLACE = { logia: 'log', logias: 'log', ucion: 'u', uciones: 'u', encia: 'ente', encias: 'ente' };
const STEP1_ALL = longestFirst([...STEP1_DELETE, ...STEP1_IC, ...Object.keys(STEP1_REPLACE), 'amente', 'mente', 'idad', 'idades', 'iva', 'ivo', 'ivas', 'ivos']);
const STEP2A = longestFirst('ya ye yan yen yeron yendo yo yas yes yais yamos'.split(' '));
const STEP2B_GU = longestFirst(['en', 'es', 'eis', 'emos']);
const STEP2B = longestFirst(
  ('arian arias aran aras ariais aria areis ariamos aremos ara are erian erias eran eras eriais eria ereis eriamos ' +
    'eremos era ere irian irias iran iras iriais iria ireis iriamos iremos ira ire aba ada ida ia ara iera ad ed id ' +
    'ase iese aste iste an aban ian ieran asen iesen aron ieron ado ido ando iendo io ar er ir as abas adas idas ias ' +
    'aras ieras ases ieses is ais abais iais arais ierais aseis ieseis asteis isteis ados idos amos abamos iamos imos ' +
    'aramos ieramos iesemos asemos').split(' '),
);

/** The start of RV (see docs/search.md). */
function rvStart(w) {
  if (w.length < 2) return w.length;
  const vowel = (i) => VOWELS.has(w[i]);
  let i = 2;
  if (!vowel(1)) {
    while (i < w.length && !vowel(i)) i++; // after the next vowel
  } else if (vowel(0)) {
    while (i < w.length && vowel(i)) i++; // after the next consonant
  }
  return Math.min(i + 1, w.length); // (consonant, vowel): after the third letter
}

/** The start of the region after the first non-vowel that follows a vowel, searching from `from`. */
function regionStart(w, from) {
  for (let i = from; i + 1 < w.length; i++) {
    if (VOWELS.has(w[i]) && !VOWELS.has(w[i + 1])) return i + 2;
  }
  return w.length;
}

/**
 * Snowball's Spanish stemmer on a lowercase, accent-folded word (the output of the tokenizer's fold), with the
 * folded suffix lists of docs/search.md. A word that is not plain ASCII is returned as it is.
 */
export function stemSpanish(word) {
  if (word.length < 2 || !/^[\x00-\x7f]*$/.test(word)) return word;
  const w = word.split('');
  const rv = rvStart(w);
  const r1 = regionStart(w, 0);
  const r2 = regionStart(w, r1);
  const endsWith = (list, suffix) => list.length >= suffix.length && list.slice(list.length - suffix.length).join('') === suffix;
  const ends = (suffix) => endsWith(w, suffix);
  const at = (suffix) => w.length - suffix.length;
  const drop = (count) => w.splice(w.length - count, count);
  const dropIn = (region, suffixes) => {
    const suffix = suffixes.find(ends);
    if (suffix && at(suffix) >= region) drop(suffix.length);
  };

  // Step 0: attached pronouns, after a verb ending in RV ("yendo" only after "u").
  const pronoun = STEP0_PRONOUNS.find(ends);
  if (pronoun && at(pronoun) >= rv) {
    const head = w.slice(0, at(pronoun));
    const verb = STEP0_VERBS.find((v) => endsWith(head, v));
    if (verb && head.length - verb.length >= rv && (verb !== 'yendo' || endsWith(head, 'uyendo'))) drop(pronoun.length);
  }

  // Step 1: standard suffixes; the longest match decides.
  let removed = false;
  const suffix = STEP1_ALL.find(ends);
  if (suffix) {
    const start = at(suffix);
    const region = suffix === 'amente' ? r1 : r2;
    if (start >= region) {
      drop(suffix.length);
      removed = true;
      if (STEP1_IC.includes(suffix)) {
        dropIn(r2, ['ic']);
      } else if (suffix in STEP1_REPLACE) {
        w.push(...STEP1_REPLACE[suffix]);
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
      } else if (!STEP1_DELETE.includes(suffix)) {
        dropIn(r2, ['at']); // iva ivo ivas ivos
      }
    }
  }

  // Step 2a: verb suffixes beginning with "y", after "u".
  if (!removed) {
    const y = STEP2A.find(ends);
    if (y && at(y) >= rv && at(y) >= 1 && w[at(y) - 1] === 'u') {
      drop(y.length);
      removed = true;
    }
  }

  // Step 2b: other verb suffixes; the longest in RV decides, and "gu" before en/es/eis/emos loses its "u".
  if (!removed) {
    const inRV = (s) => ends(s) && at(s) >= rv;
    const gu = STEP2B_GU.find(inRV);
    const other = STEP2B.find(inRV);
    if (gu && gu.length >= (other?.length ?? 0)) {
      drop(gu.length);
      if (ends('gu')) drop(1);
    } else if (other) {
      drop(other.length);
    }
  }

  // Step 3: residual suffixes.
  const residual = ['os', 'a', 'o', 'i'].find(ends);
  if (residual) {
    if (at(residual) >= rv) drop(residual.length);
  } else if (ends('e') && at('e') >= rv) {
    drop(1);
    if (ends('gu') && w.length - 1 >= rv) drop(1);
  }
  return w.join('');
}

// ---- Queries --------------------------------------------------------------------------------------------------

/**
 * The terms of a query: `[{term, prefix}]`. Every term of the last word run is a prefix (matches every index term
 * it starts) when the query does not end with whitespace and the term is not CJK, so `confirmationDia` already
 * finds `confirmationDialog`. Repeated and empty terms are left out.
 */
export function queryTerms(query, language) {
  const list = tokenize(query, language).filter((token) => token.term !== '');
  const open = !/\s$/u.test(String(query ?? ''));
  const lastRun = list.length ? list[list.length - 1].start : -1;
  const out = [];
  list.forEach(({ term, start }) => {
    const prefix = open && start === lastRun && !CJK.test(String.fromCodePoint(term.codePointAt(0)));
    // An earlier exact term makes a repeat, and the same term as a prefix, redundant.
    if (!out.some((q) => q.term === term)) out.push({ term, prefix });
  });
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

/** One language's search index: index.json in memory, term chunks and units fetched when needed and cached. */
export class SearchIndex {
  #fetch;
  #directory;
  #chunks;
  #chunkCache = new Map();
  #unitCache = new Map();

  constructor(directory, index, fetchFn) {
    this.#directory = directory;
    this.#fetch = (url) => fetchFn(url);
    this.#chunks = index.chunks;
    this.language = index.language;
    this.units = index.units;
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
    const valid =
      chunks &&
      index.version === TOKENIZER_VERSION &&
      index.language === language &&
      Number.isInteger(index.units) &&
      index.units >= 0 &&
      [index.averageLength, index.k1, index.b].every(number) &&
      (index.averageLength > 0 || index.units === 0) &&
      chunks.every((c, i) => isObject(c) && typeof c.first === 'string' && typeof c.file === 'string' &&
        SAFE_FILE.test(c.file) && (i === 0 || chunks[i - 1].first < c.first));
    if (!valid) throw new SearchError('malformed', `${directory}index.json is not a version ${TOKENIZER_VERSION} index for "${language}"`);
    return new SearchIndex(directory, index, fetchFn);
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

  /** The chunks a query term needs: its own, and for a prefix every later chunk that starts with it. */
  #chunksFor({ term, prefix }) {
    const first = this.#chunkOf(term);
    const list = first >= 0 ? [first] : [];
    for (let k = first + 1; prefix && k < this.#chunks.length && this.#chunks[k].first.startsWith(term); k++) list.push(k);
    return list;
  }

  /** The `terms` object of chunk `k`, fetched once. */
  #chunk(k) {
    const file = this.#chunks[k].file;
    return cached(this.#chunkCache, file, async () => {
      const chunk = await getJSON(this.#fetch, this.#directory + file, 'chunk-missing');
      if (!isObject(chunk) || !isObject(chunk.terms)) throw new SearchError('malformed', `${this.#directory}${file} has no terms`);
      return chunk.terms;
    });
  }

  /** The postings of `term` in a chunk's terms, checked: `[[unit, tf, length], …]`. */
  #postings(chunkTerms, term) {
    if (!Object.hasOwn(chunkTerms, term)) return [];
    const list = chunkTerms[term];
    const valid =
      Array.isArray(list) &&
      list.every((p) => Array.isArray(p) && p.length === 3 && Number.isInteger(p[0]) && p[0] >= 0 &&
        p[0] < this.units && p[1] > 0 && p[2] > 0 && Number.isFinite(p[1]) && Number.isFinite(p[2]));
    if (!valid) throw new SearchError('malformed', `The postings of "${term}" are malformed`);
    return list;
  }

  /**
   * The best units for `query`, best first: `[{unit, score}]`. Every query term must match (AND); the score is BM25
   * over the weighted frequencies, a prefix term scoring with its best expansion in each unit. Rejects with
   * SearchError 'chunk-missing' or 'malformed'.
   */
  async search(query, { limit = 8 } = {}) {
    const wanted = queryTerms(query, this.language);
    if (wanted.length === 0) return [];
    const needed = [...new Set(wanted.flatMap((q) => this.#chunksFor(q)))];
    const loaded = new Map(await Promise.all(needed.map(async (k) => [k, await this.#chunk(k)])));
    const { units, k1, b, averageLength } = this;
    let scores = null;
    for (const q of wanted) {
      const best = new Map();
      for (const k of this.#chunksFor(q)) {
        const chunkTerms = loaded.get(k);
        const matching = q.prefix ? Object.keys(chunkTerms).filter((t) => t.startsWith(q.term)) : [q.term];
        for (const term of matching) {
          const postings = this.#postings(chunkTerms, term);
          const idf = Math.log(1 + (units - postings.length + 0.5) / (postings.length + 0.5));
          for (const [unit, tf, length] of postings) {
            const score = (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / averageLength));
            if (!(best.get(unit) >= score)) best.set(unit, score);
          }
        }
      }
      if (scores) {
        for (const [unit, score] of scores) {
          if (best.has(unit)) scores.set(unit, score + best.get(unit));
          else scores.delete(unit);
        }
      } else {
        scores = best;
      }
      if (scores.size === 0) return [];
    }
    return [...scores]
      .map(([unit, score]) => ({ unit, score }))
      .sort((x, y) => y.score - x.score || x.unit - y.unit)
      .slice(0, limit);
  }

  /** The unit file `u<n>.json`: `{url, title, heading, text}`. Rejects with 'unit-missing' or 'malformed'. */
  async unit(n) {
    if (!Number.isInteger(n) || n < 0 || n >= this.units) throw new SearchError('unit-missing', `There is no unit ${n}`);
    return cached(this.#unitCache, n, async () => {
      const url = `${this.#directory}u${n}.json`;
      const unit = await getJSON(this.#fetch, url, 'unit-missing');
      if (!isObject(unit) || !['url', 'title', 'heading', 'text'].every((key) => typeof unit[key] === 'string')) {
        throw new SearchError('malformed', `${url} is not a unit`);
      }
      return unit;
    });
  }
}

// ---- Excerpts -------------------------------------------------------------------------------------------------

/**
 * About `length` UTF-16 units of `text` around the first match of `queryTerms` (strings, or `{term, prefix}` from
 * queryTerms), as segments `[{text, mark}]` in which every matched word is marked. Cuts get an ellipsis.
 */
export function excerpt(text, queryTerms, language, { length = 160 } = {}) {
  const source = String(text ?? '');
  const wanted = (queryTerms ?? []).map((q) => (typeof q === 'string' ? { term: q, prefix: false } : q));
  const matches = (term) => term !== '' && wanted.some((q) => (q.prefix ? term.startsWith(q.term) : term === q.term));
  const ranges = [];
  for (const token of tokenize(source, language)) {
    if (!matches(token.term)) continue;
    const last = ranges[ranges.length - 1];
    if (last && token.start <= last.end) last.end = Math.max(last.end, token.end);
    else ranges.push({ start: token.start, end: token.end });
  }
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
