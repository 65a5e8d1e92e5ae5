// End-to-end: API popovers in code blocks, in real headless Chromium. A popover opens by hover, by keyboard
// focus and by tap, shows the declaration, its availability and Apple's link, stays fully inside the viewport
// at phone and desktop widths, and closes with Esc.
// Needs PUENTE_SITE (a built Output folder), chromium and chromedriver (Scripts/test.sh provides all three).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './browser.mjs';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const page = 'es/list-viewbuilder-ios15-ios16/';
const ui = useSite('PUENTE_SITE');

/** Opens the page at `width` and returns the first marked API name, scrolled into the middle of the view. */
async function markedName(width) {
  await ui.browser.resize(width, 900);
  await ui.browser.go(ui.server.url + page);
  const name = await ui.browser.until(async () => (await ui.browser.findAll('.js-api .api.api-marked'))[0]);
  await ui.browser.script("arguments[0].scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });", [
    { [ELEMENT]: name },
  ]);
  return name;
}

/** The open popover's text and whether it lies wholly inside the viewport; null while none is open. */
function openPopover() {
  return ui.browser.script(`
    const popover = document.querySelector('.api-popover[data-open]');
    if (!popover || getComputedStyle(popover).display === 'none') return null;
    const box = popover.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    return {
      text: popover.textContent,
      inside: box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height && box.width > 0,
      box: [box.left, box.top, box.right, box.bottom, width, height],
      link: popover.querySelector('a.api-docs')?.href ?? null,
    };`);
}

for (const width of [1280, 390]) {
  test(`hover opens a popover fully inside the viewport at ${width} px`, async () => {
    const name = await markedName(width);
    await ui.browser.actions([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [{ type: 'pointerMove', origin: { [ELEMENT]: name }, x: 0, y: 0 }],
      },
    ]);
    const popover = await ui.browser.until(openPopover);
    assert.ok(popover.inside, `popover at ${popover.box} is cut by the viewport`);
    assert.match(popover.text, /scrollContentBackground/);
    assert.match(popover.text, /iOS 16\.0\+/);
    assert.match(
      popover.link,
      /^https:\/\/developer\.apple\.com\/documentation\/swiftui\/view\/scrollcontentbackground/,
    );
  });
}

test('keyboard focus opens the popover and Esc closes it', async () => {
  await markedName(1280);
  await ui.browser.script('document.activeElement?.blur(); window.scrollTo(0, 0);');
  // Tab through the page until a marked API name has the focus.
  let focused = false;
  for (let step = 0; step < 300 && !focused; step++) {
    await ui.browser.actions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value: '\uE004' },
          { type: 'keyUp', value: '\uE004' },
        ],
      },
    ]);
    focused = await ui.browser.script("return document.activeElement?.matches('.api.api-marked') ?? false;");
  }
  assert.ok(focused, 'Tab reaches a marked API name');
  const popover = await ui.browser.until(openPopover);
  assert.ok(popover.inside, `popover at ${popover.box} is cut by the viewport`);
  const described = await ui.browser.script(
    "const n = document.activeElement; return document.getElementById(n.getAttribute('aria-describedby'))?.textContent ?? '';",
  );
  assert.match(described, /iOS 16\.0\+/, 'the name is described by its popover');
  await ui.browser.actions([
    {
      type: 'key',
      id: 'keyboard',
      actions: [
        { type: 'keyDown', value: '\uE00C' },
        { type: 'keyUp', value: '\uE00C' },
      ],
    },
  ]);
  await ui.browser.until(async () => (await openPopover()) === null);
});

test('a tap opens the popover on a phone and a tap elsewhere closes it', async () => {
  const name = await markedName(390);
  const tap = (origin) =>
    ui.browser.actions([
      {
        type: 'pointer',
        id: 'finger',
        parameters: { pointerType: 'touch' },
        actions: [
          { type: 'pointerMove', origin, x: 0, y: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  await tap({ [ELEMENT]: name });
  const popover = await ui.browser.until(openPopover);
  assert.ok(popover.inside, `popover at ${popover.box} is cut by the viewport`);
  await tap({ [ELEMENT]: await ui.browser.find('h1') });
  await ui.browser.until(async () => (await openPopover()) === null);
});

test('the console shows no errors', async () => {
  const severe = (await ui.browser.logs()).filter((entry) => entry.level === 'SEVERE');
  assert.deepEqual(severe, []);
});
