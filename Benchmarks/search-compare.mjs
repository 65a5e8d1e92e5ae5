// Side by side in one headless Chromium: Puente's search and Pagefind's, on the same built site.
// For each query: bytes fetched (gzip sizes of every file the query loaded, engine included: a first
// query), time from query to results, and whether the expected page came first.
//   node Benchmarks/search-compare.mjs SITE_DIR QUERIES.json            Markdown rows, one per query
//   node Benchmarks/search-compare.mjs SITE_DIR QUERIES.json --ranks    the rank of the expected article in the
//     first eight results of each, MRR, and every query Pagefind ranks better (Tests/Fixtures/search/queries.json)
// SITE_DIR must hold a Puente build with a Pagefind index in SITE_DIR/pagefind.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { serve } from '../Tests/e2e/server.mjs';
import { startDriver } from '../Tests/e2e/webdriver.mjs';

const [site, queriesFile, mode] = process.argv.slice(2);
const parsed = JSON.parse(await readFile(queriesFile, 'utf8'));
const queries = Array.isArray(parsed) ? parsed : parsed.queries;
const server = await serve(site);
const driver = await startDriver();
const browser = await driver.session();

const gzipCache = new Map();
async function gzipSize(path) {
  if (path.endsWith('/')) path += 'index.html';
  if (!gzipCache.has(path)) {
    const bytes = await readFile(join(site, path)).catch(() => Buffer.alloc(0));
    gzipCache.set(path, gzipSync(bytes, { level: 9 }).length);
  }
  return gzipCache.get(path);
}

const PUENTE = `
  const [query, language, done] = arguments;
  performance.clearResourceTimings();
  const start = performance.now();
  (async () => {
    const engine = await import('/assets/search/engine.js');
    const index = await engine.SearchIndex.load('/', language);
    const { results } = await index.search(query, { limit: 8 });
    const files = await Promise.all(results.map((r) => index.article(r.article)));
    const urls = files.map((file) => file.url);
    return { first: urls[0] ?? null, ranked: urls, ms: performance.now() - start };
  })().then((r) => done({ ...r, urls: performance.getEntriesByType('resource').map((e) => e.name) }),
            (e) => done({ error: String(e) }));`;

const PAGEFIND = `
  const [query, language, done] = arguments;
  performance.clearResourceTimings();
  const start = performance.now();
  (async () => {
    const pagefind = await import('/pagefind/pagefind.js');
    await pagefind.init();
    const search = await pagefind.search(query);
    const data = await Promise.all(search.results.slice(0, 8).map((r) => r.data()));
    return { first: data[0] ? data[0].url : null, ranked: data.map((d) => d.url), ms: performance.now() - start };
  })().then((r) => done({ ...r, urls: performance.getEntriesByType('resource').map((e) => e.name) }),
            (e) => done({ error: String(e) }));`;

// Bytes are counted at the server: Pagefind fetches from a Web Worker, whose requests the page's
// resource timings do not show. Each file counts at its gzip size, as a compressing server would send it.
async function run(script, page, query, language) {
  await browser.go(server.url + page);
  await new Promise((r) => setTimeout(r, 200));
  server.served.length = 0;
  const result = await browser.cmd('POST', '/execute/async', { script, args: [query, language] });
  await new Promise((r) => setTimeout(r, 200));
  if (result.error) return { error: result.error };
  let bytes = 0;
  for (const path of new Set(server.served)) bytes += await gzipSize(path);
  return { ...result, bytes, files: new Set(server.served).size };
}

const ok = (first, expected) => (first && first.includes(expected) ? 'yes' : `no (${first ?? 'none'})`);
const rankOf = (ranked, expected) =>
  (ranked ?? []).findIndex((url) => decodeURI(url).replace(/^\//, '').replace(/#.*$/, '') === expected) + 1;
if (mode === '--ranks') {
  // Each query's rank in both (0: not in the first eight), the MRR of each, and the queries Pagefind answers
  // better. Bytes and times are not compared here: indexes and engines are already warm after the first query.
  let sums = [0, 0];
  const worse = [];
  const rows = [];
  for (const { query, language, expected, case: kind } of queries) {
    const page = `${language}/`;
    const puente = rankOf((await run(PUENTE, page, query, language)).ranked, expected);
    const pagefind = rankOf((await run(PAGEFIND, page, query, language)).ranked, expected);
    sums[0] += puente ? 1 / puente : 0;
    sums[1] += pagefind ? 1 / pagefind : 0;
    if (pagefind && (!puente || puente > pagefind)) worse.push(`\`${query}\` (${puente || '–'} vs ${pagefind})`);
    rows.push(`| ${kind} | \`${query}\` (${language}) | ${puente || '–'} | ${pagefind || '–'} |`);
  }
  console.log(
    `MRR over ${queries.length} queries: Puente ${(sums[0] / queries.length).toFixed(3)}, ` +
      `Pagefind ${(sums[1] / queries.length).toFixed(3)}. Queries Pagefind ranks better: ${worse.length ? worse.join(', ') : 'none'}.`,
  );
  console.log('');
  console.log('| Case | Query | Puente rank | Pagefind rank |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} else {
  const kbs = [[], []];
  for (const { query, language, expected } of queries) {
    const page = `${language}/`;
    const puente = await run(PUENTE, page, query, language);
    const pagefind = await run(PAGEFIND, page, query, language);
    kbs[0].push(puente.bytes / 1024);
    kbs[1].push(pagefind.bytes / 1024);
    const kb = (r) => (r.error ? `error: ${r.error}` : (r.bytes / 1024).toFixed(1));
    console.log(
      `| \`${query}\` (${language}) | ${kb(puente)} | ${kb(pagefind)} | ${puente.ms?.toFixed(0) ?? '–'} | ` +
        `${pagefind.ms?.toFixed(0) ?? '–'} | ${ok(puente.first, expected)} | ${ok(pagefind.first, expected)} |`,
    );
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(`| median | ${median(kbs[0]).toFixed(1)} | ${median(kbs[1]).toFixed(1)} | | | | |`);
}
await browser.quit();
driver.stop();
server.close();
