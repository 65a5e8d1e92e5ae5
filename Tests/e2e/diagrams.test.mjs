// End-to-end: diagrams as readers see them, in real headless Chromium. A wide diagram keeps readable text on a
// phone and scrolls inside its figure, by touch or keyboard; text on a fill the author chose reads at 4.5:1 or
// better in the light theme and in the dark one.
// Needs PUENTE_DIAGRAMS_SITE (Tests/Fixtures/diagrams-site built; Scripts/test.sh does it), chromium, chromedriver.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './browser.mjs';

const ui = useSite('PUENTE_DIAGRAMS_SITE');
const page = () => ui.server.url + 'es/diagramas/';

test('at 390 px a wide diagram keeps its text at 11 px or more and scrolls in its figure', async () => {
  for (const width of [390, 320]) {
    await ui.browser.resize(width, 900);
    await ui.browser.go(page());
    const seen = await ui.browser.script(`
      const region = document.querySelector('figure.diagram .diagram-scroll');
      const svg = region.querySelector('svg');
      const box = svg.viewBox.baseVal;
      const scale = svg.getBoundingClientRect().width / box.width;
      const cue = getComputedStyle(region).backgroundImage;
      return { text: 14 * scale, scrolls: region.scrollWidth > region.clientWidth + 1,
        focusable: region.tabIndex === 0, named: region.getAttribute('aria-labelledby'), cue };`);
    assert.ok(seen.text >= 11, `text at ${seen.text.toFixed(1)} px at ${width} px`);
    assert.ok(seen.scrolls, `the figure scrolls at ${width} px`);
    assert.ok(seen.focusable);
    assert.match(seen.named, /-title$/);
    assert.match(seen.cue, /gradient/);
  }
  // The keyboard scrolls it: focus the region, press the right arrow.
  await ui.browser.script("document.querySelector('figure.diagram .diagram-scroll').focus();");
  await ui.browser.actions([
    {
      type: 'key',
      id: 'k',
      actions: [
        { type: 'keyDown', value: '\uE014' },
        { type: 'keyUp', value: '\uE014' },
      ],
    },
  ]);
  const moved = await ui.browser.until(
    () => ui.browser.script("return document.querySelector('figure.diagram .diagram-scroll').scrollLeft > 0 || null;"),
    3000,
  );
  assert.ok(moved);
});

test('on a wide screen every diagram keeps 11 px text; those that fit do not scroll', async () => {
  // At 1000 px the article column is 736 px: the wide chain would be 9 px text there, so it scrolls. At 1280 px
  // diagrams take the whole article column (913 px beside the list of articles), and it fits at 11 px or more.
  for (const [width, scrolls] of [
    [1000, [true, false, false]],
    [1280, [false, false, false]],
  ]) {
    await ui.browser.resize(width, 900);
    await ui.browser.go(page());
    const seen = await ui.browser.script(`
      return [...document.querySelectorAll('figure.diagram .diagram-scroll')].map((region) => {
        const svg = region.querySelector('svg');
        const text = 14 * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return { text, scrolls: region.scrollWidth > region.clientWidth + 1 };
      });`);
    assert.equal(seen.length, 3);
    for (const diagram of seen)
      assert.ok(diagram.text >= 10.99, `text at ${diagram.text.toFixed(1)} px at ${width} px`);
    assert.deepEqual(
      seen.map((diagram) => diagram.scrolls),
      scrolls,
      `at ${width} px`,
    );
  }
});

/** Every label of the second diagram with the fill it sits on, as the browser paints them. */
const contrasts = `
  const channels = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => channels(c).map((v) => v / 255)
    .map((v) => v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const svg = document.querySelectorAll('figure.diagram svg')[1];
  const out = [];
  for (const node of svg.querySelectorAll('.pu-node')) {
    out.push({ text: node.textContent.trim(), ratio: ratio(getComputedStyle(node.querySelector('.pu-node-text')).fill,
      getComputedStyle(node.querySelector('.pu-node-shape')).fill) });
  }
  for (const cluster of svg.querySelectorAll('.pu-cluster')) {
    out.push({ text: cluster.querySelector('.pu-cluster-title').textContent.trim(), ratio: ratio(
      getComputedStyle(cluster.querySelector('.pu-cluster-title')).fill,
      getComputedStyle(cluster.querySelector('.pu-cluster-box')).fill) });
  }
  return out;`;

test('labels on author fills read at 4.5:1 or better in both themes', async () => {
  await ui.browser.resize(1280, 900);
  for (const scheme of ['light', 'dark']) {
    await ui.browser.cdp('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: scheme }] });
    await ui.browser.go(page());
    const dark = await ui.browser.script("return matchMedia('(prefers-color-scheme: dark)').matches;");
    assert.equal(dark, scheme === 'dark');
    const labels = await ui.browser.script(contrasts);
    assert.equal(labels.length, 5);
    for (const label of labels)
      assert.ok(label.ratio >= 4.5, `${scheme}: "${label.text}" at ${label.ratio.toFixed(2)}:1`);
  }
  await ui.browser.cdp('Emulation.setEmulatedMedia', { features: [] });
});

test('the Content-Security-Policy blocks nothing: the console shows no errors', async () => {
  const severe = (await ui.browser.logs()).filter((entry) => entry.level === 'SEVERE');
  assert.deepEqual(severe, []);
});

/**
 * Every text of every diagram on the page against the box it belongs in, as Chromium draws it with the
 * theme's fonts: a node's text inside its shape (each corner of the text's box in the shape's fill), an edge
 * label inside its background, a subgraph title inside its box, a note inside the note, a frame's title
 * inside its frame, and everything inside the picture. Returns the misfits, described.
 */
const misfits = `
  const out = [];
  const tolerance = 0.5;
  const inside = (b, r) => b.x >= r.x - tolerance && b.y >= r.y - tolerance &&
    b.x + b.width <= r.x + r.width + tolerance && b.y + b.height <= r.y + r.height + tolerance;
  const corners = (b) => [[b.x + tolerance, b.y + tolerance], [b.x + b.width - tolerance, b.y + tolerance],
    [b.x + tolerance, b.y + b.height - tolerance], [b.x + b.width - tolerance, b.y + b.height - tolerance]];
  document.querySelectorAll('svg.pu-diagram').forEach((svg, figure) => {
    const view = svg.viewBox.baseVal;
    for (const text of svg.querySelectorAll('text')) {
      const box = text.getBBox();
      const name = '#' + figure + ' "' + text.textContent + '"';
      if (!inside(box, view)) out.push(name + ' leaves the picture');
      const group = text.parentElement;
      if (text.classList.contains('pu-node-text')) {
        const shapes = [...group.querySelectorAll('.pu-node-shape')].filter((s) => s.tagName !== 'line');
        if (shapes.some((s) => s.tagName === 'path' && s.getAttribute('fill') === 'none')) continue;  // an actor
        for (const shape of shapes) {
          const outside = corners(box).filter(([x, y]) => !shape.isPointInFill(new DOMPoint(x, y)));
          if (outside.length) out.push(name + ' overflows its ' + shape.tagName + ' at ' + JSON.stringify(outside));
        }
      } else if (text.classList.contains('pu-edge-label') && text.previousElementSibling?.classList.contains('pu-edge-label-bg')) {
        if (!inside(box, text.previousElementSibling.getBBox())) out.push(name + ' overflows its background');
      } else if (text.classList.contains('pu-cluster-title')) {
        if (!inside(box, group.querySelector('.pu-cluster-box').getBBox())) out.push(name + ' overflows its subgraph');
      } else if (text.classList.contains('pu-note-text')) {
        let note = text.previousElementSibling;
        while (note && !note.classList.contains('pu-note')) note = note.previousElementSibling;
        if (!note || !inside(box, note.getBBox())) out.push(name + ' overflows its note');
      } else if (text.classList.contains('pu-frame-title')) {
        let frame = text.previousElementSibling;
        while (frame && !(frame.tagName === 'rect' && frame.classList.contains('pu-frame'))) frame = frame.previousElementSibling;
        if (!frame || !inside(box, frame.getBBox())) out.push(name + ' overflows its frame');
      }
    }
  });
  return { count: document.querySelectorAll('svg.pu-diagram text').length, out };`;

test('no label overflows its shape, background, subgraph, note or frame with the theme fonts', async () => {
  await ui.browser.resize(1280, 900);
  for (const path of ['es/diagramas/', 'es/etiquetas/']) {
    await ui.browser.go(ui.server.url + path);
    const fonts = await ui.browser.script(`
      await document.fonts.ready;
      const text = document.querySelector('svg.pu-diagram text');
      return getComputedStyle(text).fontFamily;`);
    assert.match(fonts, /^Arial, "Liberation Sans"/, 'diagram text is drawn in the measured fonts');
    const seen = await ui.browser.script(misfits);
    assert.ok(seen.count > 10, `${seen.count} texts on ${path}`);
    assert.deepEqual(seen.out, [], path);
  }
});
