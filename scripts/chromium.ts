// Debian's chromium, as the browser tests and the Lighthouse bench launch it: these machines
// cannot download a browser, and without the background-networking flags Chromium keeps dialling
// Google's hosts on a closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
