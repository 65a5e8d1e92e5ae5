// Puente search UI: results as you type under the header search box, and the search page (/<lang>/search/).
// Progressive enhancement: without this script the header form simply submits to the search page. Page text only
// ever goes into the document through DOM APIs and textContent.
// The engine (engine.js, three times this file) is imported on the first focus of a search box or on the search
// page, so a page nobody searches on never fetches it.

const DEBOUNCE_MS = 120;
const HEADER_LIMIT = 8;
const PAGE_LIMIT = 50;
/** Sections shown under an article's best one: in the header's dropdown, and on the search page. */
const HEADER_SECTIONS = 2;
const PAGE_SECTIONS = 3;
/** Loaded indexes by root and language, as promises; a failed load is forgotten so that it can be retried. */
const indexes = new Map();
/** The engine module once imported (a promise while it loads; a failed import is forgotten, to be retried). */
let engineModule = null;
let engine = null;

function loadEngine() {
  if (!engineModule) {
    engineModule = import('./engine.js').then((module) => {
      engine = module;
      return module;
    });
    engineModule.catch(() => {
      engineModule = null;
    });
  }
  return engineModule;
}

/** The settings a form or the search page carries in its data attributes. */
function settings(element) {
  const data = element.dataset;
  return {
    root: data.searchRoot ?? '',
    lang: data.searchLang || document.documentElement.lang,
    other: data.searchOther ?? '',
    none: data.msgNone ?? '',
    error: data.msgError ?? '',
    count: data.msgCount ?? '',
    both: data.msgBoth ?? '',
    corrected: data.msgCorrected ?? '',
  };
}

/** `template` with `{name}` replaced by `values.name`. */
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/** A new element with an optional class and text. */
function element(name, className, text) {
  const node = document.createElement(name);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function loadIndex(root, lang) {
  const key = `${root}\n${lang}`;
  if (!indexes.has(key)) {
    const promise = loadEngine().then(({ SearchIndex }) => SearchIndex.load(root, lang));
    indexes.set(key, promise);
    promise.catch(() => indexes.delete(key));
  }
  return indexes.get(key);
}

/**
 * Searches the page's language (and with `both` the other one too, whose results come after the page language's)
 * and loads each article's file: `{results: [{lang, title, sections: [{url, heading, text, code}], terms}],
 * correction}`, best first, one result per article, its best section first. `correction` is the engine's, when a
 * misspelled word was replaced. Rejects with the engine's SearchError.
 */
async function find(config, query, { both = false, limit }) {
  const languages = both && config.other ? [config.lang, config.other] : [config.lang];
  const lists = await Promise.all(
    languages.map(async (lang) => {
      const index = await loadIndex(config.root, lang);
      const { results, correction } = await index.search(query, { limit });
      const terms = engine.queryTerms(correction ? correction.query : query, lang);
      const articles = await Promise.all(
        results.map(async (result) => {
          const sections = await Promise.all(result.sections.map((section) => index.section(section.unit)));
          return { lang, title: sections[0].title, sections, terms };
        }),
      );
      return { articles, correction };
    }),
  );
  return {
    results: lists.flatMap((list) => list.articles).slice(0, limit),
    correction: lists.find((list) => list.correction && list.articles.length > 0)?.correction ?? null,
  };
}

/** A link to one section: its heading (unless `title` is given first) and its excerpt, as prose or as code. */
function sectionLink(config, result, section, title) {
  const link = element('a');
  // Section URLs are relative to the site root; never follow one that names a scheme or a host.
  if (!/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(section.url)) link.href = config.root + section.url;
  if (title) link.append(element('span', 'search-result-title', title));
  if (section.heading) link.append(element('span', 'search-result-heading', section.heading));
  const shown = engine.sectionExcerpt(section, result.terms, result.lang);
  const text = element('span', 'search-result-excerpt');
  const target = shown.code ? element('code') : text;
  for (const segment of shown.segments) {
    target.append(segment.mark ? element('mark', '', segment.text) : document.createTextNode(segment.text));
  }
  if (shown.code) text.append(target);
  link.append(text);
  return link;
}

/**
 * One result: a link to the article's best section with the article title, the section heading and a marked
 * excerpt, then up to `more` of its other matching sections as sub-results.
 */
function resultItem(config, result, more) {
  const item = element('li', 'search-result');
  if (result.lang !== config.lang) item.lang = result.lang;
  item.append(sectionLink(config, result, result.sections[0], result.title));
  const others = result.sections.slice(1, 1 + more);
  if (others.length > 0) {
    const list = element('ul', 'search-subresults');
    for (const section of others) {
      const sub = element('li');
      sub.append(sectionLink(config, result, section, null));
      list.append(sub);
    }
    item.append(list);
  }
  return item;
}

/** The "Results for …" note of a corrected query: the template with each replacement word emphasized. */
function correctionNote(config, correction) {
  const note = element('p', 'search-correction');
  const [before, after = ''] = config.corrected.split('{query}');
  note.append(document.createTextNode(before));
  const shown = element('em', '', correction.query.trim());
  note.append(shown, document.createTextNode(after));
  return note;
}

/**
 * Runs `search(query)` for the latest call only, `DEBOUNCE_MS` after the last one (at once with `now`):
 * answers to earlier queries that arrive late are dropped.
 */
function latestOnly(search) {
  let generation = 0;
  let timer;
  return (now = false) => {
    clearTimeout(timer);
    const run = async () => {
      const mine = ++generation;
      await search(() => mine === generation);
    };
    if (now) run();
    else timer = setTimeout(run, DEBOUNCE_MS);
  };
}

/**
 * Calls `update` when the query in `input` changes, except while an input method is composing: kana typed
 * for a Japanese word (「はいけい」 before it becomes 「背景」) are not a query yet, so nothing is searched from
 * `compositionstart` to `compositionend`, and the committed text is searched once.
 */
export function onQueryChange(input, update) {
  let composing = false;
  input.addEventListener('compositionstart', () => {
    composing = true;
  });
  input.addEventListener('compositionend', () => {
    composing = false;
    update();
  });
  input.addEventListener('input', (event) => {
    if (!composing && !event.isComposing) update();
  });
}

/** Adds results as you type, with keyboard navigation, to a header search form (`form.search-form`). */
export function enhanceForm(form) {
  const input = form.querySelector('input[type="search"]');
  const panel = form.querySelector('.search-results');
  if (!input || !panel) return;
  const config = settings(form);
  panel.id ||= `${input.id || 'pu-search'}-results`;
  const status = element('p', 'visually-hidden');
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  form.append(status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', panel.id);
  input.setAttribute('aria-expanded', 'false');

  const show = (open) => {
    panel.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
  };
  const links = () => [...panel.querySelectorAll('a')];

  const update = latestOnly(async (isCurrent) => {
    const query = input.value;
    if (!query.trim()) {
      panel.replaceChildren();
      status.textContent = '';
      show(false);
      return;
    }
    let content;
    let message;
    try {
      const { results, correction } = await find(config, query, { limit: HEADER_LIMIT });
      if (!isCurrent()) return;
      if (results.length > 0) {
        const list = element('ol');
        list.append(...results.map((result) => resultItem(config, result, HEADER_SECTIONS)));
        content = document.createDocumentFragment();
        if (correction) content.append(correctionNote(config, correction));
        content.append(list);
        message = fill(config.count, { count: results.length });
        if (correction) message = `${fill(config.corrected, { query: correction.query.trim() })}. ${message}`;
      } else {
        message = fill(config.none, { query: query.trim() });
        content = element('p', 'search-message', message);
      }
    } catch {
      if (!isCurrent()) return;
      message = config.error;
      content = element('p', 'search-message', message);
    }
    panel.replaceChildren(content);
    status.textContent = message;
    show(form.contains(document.activeElement));
  });

  onQueryChange(input, () => update());
  input.addEventListener('focus', () => {
    loadIndex(config.root, config.lang).catch(() => {}); // warm up; a failure shows when searching
    if (input.value.trim() && panel.childElementCount > 0) show(true);
  });
  form.addEventListener('keydown', (event) => {
    const items = links();
    const at = items.indexOf(document.activeElement);
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
      event.preventDefault();
      show(true);
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : at - 1;
      (next < 0 ? input : items[next]).focus();
    } else if (event.key === 'Escape' && !panel.hidden) {
      event.preventDefault();
      input.focus();
      show(false);
    }
  });
  // Close when focus or a pointer goes elsewhere (not on blur alone: some browsers don't focus clicked links).
  form.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !form.contains(event.relatedTarget)) show(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (!form.contains(event.target)) show(false);
  });
}

/** Runs the search page: reads `?q=`, lists results as the query changes and keeps `?q=` in the URL. */
export function enhancePage(page) {
  const input = page.querySelector('#pu-search-page-input');
  const list = page.querySelector('#pu-search-page-results');
  if (!input || !list) return;
  const config = settings(page);
  const both = page.querySelector('#pu-search-both');
  const status = page.querySelector('#pu-search-status');
  const say = (text) => {
    if (status) status.textContent = text;
  };
  const label = both?.labels?.[0];
  if (label && !label.textContent.trim()) label.append(config.both);

  const update = latestOnly(async (isCurrent) => {
    const query = input.value;
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    if (!query.trim()) {
      list.replaceChildren();
      say('');
      return;
    }
    try {
      const { results, correction } = await find(config, query, { both: Boolean(both?.checked), limit: PAGE_LIMIT });
      if (!isCurrent()) return;
      list.replaceChildren(...results.map((result) => resultItem(config, result, PAGE_SECTIONS)));
      const count = fill(config.count, { count: results.length });
      say(results.length === 0 ? fill(config.none, { query: query.trim() }) : count);
      if (correction && results.length > 0 && status) status.prepend(correctionNote(config, correction));
    } catch {
      if (!isCurrent()) return;
      list.replaceChildren();
      say(config.error);
    }
  });

  onQueryChange(input, () => update());
  both?.addEventListener('change', () => update(true));
  input.value = new URLSearchParams(window.location.search).get('q') ?? '';
  if (input.value) update(true);
}

/** The `/` key focuses the header search box, unless the user is typing somewhere. */
function focusOnSlash(event) {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const target = event.target;
  if (target instanceof Element && (target.closest('input, textarea, select') || target.isContentEditable)) return;
  const input = document.querySelector('form.search-form input[type="search"]');
  if (!input) return;
  event.preventDefault();
  input.focus();
  input.select();
}

function start() {
  document.querySelectorAll('form.search-form').forEach(enhanceForm);
  const page = document.getElementById('pu-search-page');
  if (page) enhancePage(page);
  document.addEventListener('keydown', focusOnSlash);
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
