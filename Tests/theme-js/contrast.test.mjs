// The theme's code colours meet WCAG AA (4.5:1) on the code background, in the light and the dark scheme.
// Reads Theme/assets/style.css itself, so a colour change that breaks contrast fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

const css = await readFile(new URL('../../Theme/assets/style.css', import.meta.url), 'utf8');

function luminance(hex) {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const ratio = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

/** Every `.tok-…` colour, as a `light-dark(light, dark)` pair: `scheme` 0 is light, 1 dark. */
function tokenColours(scheme) {
  return [
    ...css.matchAll(
      /(\.tok-[a-z-]+(?:,\s*\.tok-[a-z-]+)*)\s*\{\s*color:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/gi,
    ),
  ].map((m) => ({ selector: m[1], colour: m[2 + scheme] }));
}
const codeBackground = (scheme) =>
  css.match(/--pu-code-bg:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/i)[1 + scheme];

for (const [name, scheme] of [
  ['light scheme', 0],
  ['dark scheme', 1],
]) {
  test(name, () => {
    const background = codeBackground(scheme);
    const tokens = tokenColours(scheme);
    assert.ok(tokens.length >= 8);
    for (const { selector, colour } of tokens) {
      assert.ok(
        ratio(colour, background) >= 4.5,
        `${selector} ${colour} on ${background}: ${ratio(colour, background).toFixed(2)}`,
      );
    }
  });
}
