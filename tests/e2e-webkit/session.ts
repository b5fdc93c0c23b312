// A test file's WebKit: its own WebKitWebDriver (on the run's Xvfb display) and one browser session in
// window.py's bare window of the exact viewport, started before the file's tests and stopped after
// them, pass or fail.
import { join } from 'node:path';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { afterAll, beforeAll, inject } from 'vitest';
import { startGroup, waitForHttp, type Started } from './processes.ts';
import { driverPort } from './ports.ts';
import { WebKitPage } from './page.ts';

export interface Viewport {
  /** Names the screenshots: phone, desktop. */
  name: string;
  width: number;
  height: number;
}

export const PHONE: Viewport = { name: 'phone', width: 390, height: 844 };
export const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };

/** Typing delay the app uses in browser tests (src/main.tsx reads it), so journeys take seconds. */
const FAKE_LOAD_MS = 60;
/** The browser window must report this name (window.py's ApplicationInfo) for the driver to match it. */
const BROWSER_NAME = 'consorcio-webkit-window';
/** Debian's Python, the one python3-gi and gir1.2-webkit2-4.1 install for (not a pyenv shim). */
const PYTHON = process.env.WEBKIT_PYTHON ?? '/usr/bin/python3';

/** Starts the file's browser before its tests; `page()` is the page the tests drive. */
export function useWebKit(viewport: Viewport): { page(): WebKitPage } {
  let driverProcess: Started | undefined;
  let driver: WebDriver | undefined;
  let page: WebKitPage | undefined;

  beforeAll(async () => {
    const port = driverPort();
    const started = startGroup('WebKitWebDriver', [`--port=${port}`], { ...process.env, DISPLAY: inject('webkitDisplay') });
    driverProcess = started;
    await waitForHttp(`http://127.0.0.1:${port}/status`, started, 15_000);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: BROWSER_NAME,
        'webkitgtk:browserOptions': {
          binary: PYTHON,
          args: [
            join(import.meta.dirname, 'window.py'),
            '--automation',
            `--size=${viewport.width}x${viewport.height}`,
            `--user-script=window.__CHAT_FAKE_LOAD__ = ${FAKE_LOAD_MS};`,
          ],
        },
      })
      .build();
    page = new WebKitPage(driver, inject('webkitBaseURL'), viewport.name);
  }, 30_000);

  afterAll(async () => {
    await driver?.quit().catch(() => undefined);
    await driverProcess?.stop();
  }, 15_000);

  return {
    page: () => {
      if (!page) throw new Error('the WebKit session did not start (see the beforeAll error)');
      return page;
    },
  };
}
