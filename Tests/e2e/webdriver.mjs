// A minimal W3C WebDriver client over fetch, for driving Debian's chromium through chromedriver.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts chromedriver and returns a handle with `session()` and `stop()`. */
export async function startDriver() {
  const port = await freePort();
  const child = spawn('chromedriver', [`--port=${port}`, '--allowed-ips=127.0.0.1'], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const status = await fetch(`${base}/status`);
      if (status.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    async session() {
      const body = {
        capabilities: {
          alwaysMatch: {
            browserName: 'chrome',
            'goog:chromeOptions': {
              binary: process.env.CHROMIUM || '/usr/bin/chromium',
              args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--window-size=1280,900', '--lang=es'],
            },
            'goog:loggingPrefs': { browser: 'ALL' },
          },
        },
      };
      const created = await call(base, 'POST', '/session', body);
      return new Session(base, created.sessionId);
    },
    stop() {
      child.kill();
    },
  };
}

async function call(base, method, path, body) {
  const request = { method, headers: { 'content-type': 'application/json' } };
  // A GET carries no body at all (WebDriver's GET commands have none).
  if (body !== undefined) request.body = JSON.stringify(body);
  const response = await fetch(base + path, request);
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json.value)}`);
  return json.value;
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** One browser session. */
export class Session {
  constructor(base, id) {
    this.base = base;
    this.id = id;
  }
  cmd(method, path, body) {
    return call(this.base, method, `/session/${this.id}${path}`, body);
  }
  go(url) {
    return this.cmd('POST', '/url', { url });
  }
  async find(css) {
    const found = await this.cmd('POST', '/element', { using: 'css selector', value: css });
    return found[ELEMENT];
  }
  async findAll(css) {
    const found = await this.cmd('POST', '/elements', { using: 'css selector', value: css });
    return found.map((e) => e[ELEMENT]);
  }
  /** Clicks (taps) an element at its centre, as a pointer would, after scrolling it into view. */
  click(element) {
    return this.cmd('POST', `/element/${element}/click`, {});
  }
  type(element, text) {
    return this.cmd('POST', `/element/${element}/value`, { text });
  }
  clear(element) {
    return this.cmd('POST', `/element/${element}/clear`, {});
  }
  text(element) {
    return this.cmd('GET', `/element/${element}/text`);
  }
  attribute(element, name) {
    return this.cmd('GET', `/element/${element}/attribute/${name}`);
  }
  script(source, args = []) {
    return this.cmd('POST', '/execute/sync', { script: source, args });
  }
  /** Performs W3C actions (pointer and key input sources), then releases them. */
  async actions(sources) {
    await this.cmd('POST', '/actions', { actions: sources });
    await this.cmd('DELETE', '/actions');
  }
  /** Sets the window's size in CSS pixels. */
  resize(width, height) {
    return this.cmd('POST', '/window/rect', { width, height });
  }
  /** Sends a DevTools command (chromedriver's passthrough), e.g. to emulate `prefers-color-scheme`. */
  cdp(cmd, params = {}) {
    return this.cmd('POST', '/goog/cdp/execute', { cmd, params });
  }
  /** Browser console entries (chromedriver's log endpoint). */
  logs() {
    return this.cmd('POST', '/se/log', { type: 'browser' });
  }
  quit() {
    return this.cmd('DELETE', '');
  }
  /** Polls `predicate` until it returns a truthy value or `timeout` ms pass. */
  async until(predicate, timeout = 5000) {
    const end = Date.now() + timeout;
    let last;
    while (Date.now() < end) {
      last = await predicate();
      if (last) return last;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out; last value: ${JSON.stringify(last)}`);
  }
}
