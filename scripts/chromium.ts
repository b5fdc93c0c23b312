// Debian's Chromium, as the browser tests and the benches launch it: these machines cannot download
// a browser, and without the background-networking flags Chromium keeps dialling Google's hosts on
// a closed network.
import { existsSync } from 'node:fs';

/** The full browser: the benches and Lighthouse measure what a visitor's Chromium does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's old headless shell (`chromium-headless-shell`, the build
 * Playwright itself runs headless tests in) when it is installed, else the full browser;
 * CHROMIUM_PATH overrides both. Same engine, without the full browser's compositing and UI
 * processes: measured alone on two cores, the built app's desktop project took 28.8 against 51.4
 * processor-s, the hosted studio's suite 231 against 256 (docs/browsers.md).
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
