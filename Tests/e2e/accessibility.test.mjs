// End-to-end: axe-core (4.12, from PUENTE_AXE_JS) finds no violation on any page type, in Spanish and Japanese,
// light and dark, at 1280 px and 390 px. Needs PUENTE_SITE and PUENTE_AXE_JS (Scripts/test.sh sets both).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { axeAcross, siteFolders, useSite, viewports } from './browser.mjs';

const ui = useSite('PUENTE_SITE');
const axePath = process.env.PUENTE_AXE_JS;
const required = process.env.PUENTE_REQUIRE_TOOLS === '1';

/** One page of each type and language, found in the built site. */
function pages() {
  const site = process.env.PUENTE_SITE;
  const list = ['', 'no-such-page/'];
  for (const language of ['es', 'ja']) {
    const { articles, tags } = siteFolders(site, language);
    list.push(
      `${language}/`,
      `${language}/${articles[0]}/`,
      `${language}/search/`,
      `${language}/tags/`,
      `${language}/tags/${encodeURIComponent(tags[tags.length - 1])}/`,
    );
  }
  return list;
}

test(
  'axe-core finds no violation on any page type, both languages and themes, desktop and phone',
  { skip: !axePath && !required && 'PUENTE_AXE_JS is not set' },
  async () => {
    assert.ok(axePath, 'PUENTE_AXE_JS must name axe.min.js (Scripts/test.sh sets it)');
    const axe = readFileSync(axePath, 'utf8');
    assert.match(axe.slice(0, 200), /axe v4\.\d+/);
    const list = pages();
    const found = await axeAcross(ui, list, axe);
    const checked = list.length * viewports.length;
    assert.ok(checked >= 48, `${checked} pages checked`);
    assert.deepEqual(found, []);
  },
);
