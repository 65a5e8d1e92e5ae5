// End-to-end: pictures an article shows from the site's own files, in real headless Chromium. Each one loads
// (under its content-hashed name), keeps the size the build read from the file, loads lazily, and the page's
// Content-Security-Policy blocks nothing (no console errors).
// Needs PUENTE_IMAGES_SITE (Tests/Fixtures/images-site built; Scripts/test.sh does it), chromium, chromedriver.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './browser.mjs';

const ui = useSite('PUENTE_IMAGES_SITE');

test('both pictures load with their own size and lazily', async () => {
  await ui.browser.resize(390, 900);
  await ui.browser.go(ui.server.url + 'es/con-imagenes/');
  const images = await ui.browser.until(async () => {
    const found = await ui.browser.script(`
      return [...document.querySelectorAll('article img, main img')].map((img) => {
        img.scrollIntoView({ block: 'center', behavior: 'instant' });
        return { src: img.getAttribute('src'), alt: img.alt, width: img.getAttribute('width'),
          height: img.getAttribute('height'), loading: img.loading, complete: img.complete,
          natural: [img.naturalWidth, img.naturalHeight] };
      });`);
    return found.length === 2 && found.every((image) => image.complete && image.natural[0] > 0) ? found : null;
  }, 10000);
  assert.match(images[0].src, /^\.\.\/\.\.\/assets\/img\/degradado-[0-9a-f]{10}\.png$/);
  assert.deepEqual([images[0].width, images[0].height, images[0].natural], ['120', '80', [120, 80]]);
  assert.equal(images[0].alt, 'Un degradado de rojo a azul');
  assert.equal(images[0].loading, 'lazy');
  assert.match(images[1].src, /^\.\.\/\.\.\/assets\/img\/puente-[0-9a-f]{10}\.svg$/);
  assert.deepEqual([images[1].width, images[1].height], ['64', '32']);
});

test('the Content-Security-Policy blocks nothing: the console shows no errors', async () => {
  const severe = (await ui.browser.logs()).filter((entry) => entry.level === 'SEVERE');
  assert.deepEqual(severe, []);
});
