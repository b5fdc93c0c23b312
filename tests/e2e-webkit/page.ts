// What the WebKit tests do on the page through classic WebDriver (no Playwright locators here): find a
// button by its accessible name, wait for the chat, read the conversation, type with real key events,
// keep screenshots. Every wait fails with what the page showed instead.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { By, type WebDriver, type WebElement } from 'selenium-webdriver';

/** Where the screenshots are kept (CI keeps test-results/ as its artefacts). */
export const SHOTS_DIR = process.env.WEBKIT_SHOTS_DIR ?? join('test-results', 'webkit');
/** WebKitGTK under Xvfb draws in software, on CI's two cores beside the other suites: a wait lasts
 * 45 s before it fails (a card that slides in took over 15 s there). */
const TIMEOUT_MS = Number(process.env.WEBKIT_TIMEOUT_MS ?? 45_000);

// Scripts run in the page as strings: a compiled function could carry the test runner's helpers.
const FIND_BUTTON = `
  const [name, scopeSelector] = arguments;
  const scope = scopeSelector ? [...document.querySelectorAll(scopeSelector)].pop() : document;
  if (!scope) return null;
  const named = (b) => (b.getAttribute('aria-label') || b.textContent || '').replace(/\\s+/g, ' ').trim() === name;
  return [...scope.querySelectorAll('button')].find((b) => named(b) && b.getClientRects().length > 0) || null;`;

/** The element's box if a click at its centre reaches it; otherwise scrolls it to the centre, null. */
const HITTABLE = `
  const el = arguments[0];
  const r = el.getBoundingClientRect();
  const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  if (at && (at === el || el.contains(at))) return [r.x, r.y, r.width, r.height].join();
  el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  return null;`;

export class WebKitPage {
  /** How long a wait lasts before it fails (a test that expects a failure shortens it). */
  timeout = TIMEOUT_MS;

  constructor(
    readonly driver: WebDriver,
    readonly baseURL: string,
    readonly viewport: string,
  ) {}

  /** Opens `path` with no saved conversation or referral (storage of the origin emptied first). */
  async open(path: string): Promise<void> {
    await this.driver.get(`${this.baseURL}/hc`);
    await this.driver.executeScript('sessionStorage.clear(); localStorage.clear();');
    await this.driver.get(`${this.baseURL}${path}`);
  }

  /** Waits for `condition` to be truthy; on timeout says `what` and, after it, what the chat showed. */
  async until<T>(condition: () => Promise<T | null | undefined>, what: string | (() => Promise<string>), timeout = this.timeout): Promise<T> {
    try {
      return (await this.driver.wait(condition, timeout, undefined, 50)) as T;
    } catch (error) {
      const said = typeof what === 'string' ? what : await what();
      throw new Error(
        `${said}: not within ${timeout / 1000} s. The chat waits on "${await this.waitingOn()}"; its field holds ${await this.fieldState()}; it ends with: …${(await this.log()).slice(-300)}`,
        {
          cause: error,
        },
      );
    }
  }

  /** The visible button named `name` (aria-label or text), in the last element matching `scope` if given. */
  async button(name: string, scope?: string): Promise<WebElement> {
    return this.until(async () => (await this.driver.executeScript(FIND_BUTTON, name, scope)) as WebElement | null, `a button "${name}"`);
  }

  /** Clicks one of the options the bot waits on, once the app has taken the buttons over. */
  async choose(label: string): Promise<void> {
    const button = await this.button(label, '[role="group"][aria-label="Opções de resposta"]');
    await this.until(async () => (await button.getAttribute('aria-disabled')) !== 'true', `"${label}" usable`);
    await this.click(button, `"${label}"`);
  }

  /**
   * Clicks `element` as a pointer does, once it is the element at its own centre and has stopped
   * moving: WebDriver clicks at a point, and the chat's smooth scroll to the bottom (slow frames
   * under Xvfb's software drawing) or an entrance animation would move it from under that point.
   */
  async click(element: WebElement, what: string): Promise<void> {
    let last = '';
    await this.until(async () => {
      const where = await this.driver.executeScript<string | null>(HITTABLE, element);
      const still = where !== null && where === last;
      last = where ?? '';
      if (!still) await this.driver.sleep(150);
      return still;
    }, `${what} in view and still`);
    await element.click();
  }

  /** The conversation's text, with the no-break spaces of amounts as plain spaces. */
  async log(): Promise<string> {
    const text = (await this.driver.executeScript('return document.querySelector(\'[role="log"]\')?.textContent ?? ""')) as string;
    return text.replace(/\u00a0/g, ' ');
  }

  async expectLog(text: string): Promise<void> {
    await this.until(async () => (await this.log()).includes(text), `the chat says "${text}"`);
  }

  /** The step the bot waits on, once it has finished typing (ChatScreen's data-waiting-on). */
  /** The input bar's text, focus and hint, for a timeout's message (an answer that did not go). */
  async fieldState(): Promise<string> {
    const script = `const input = document.querySelector('.input-bar__input');
      if (!input) return 'no field';
      const hint = document.querySelector('.input-bar__hint')?.textContent ?? '';
      return JSON.stringify(input.value) + (document.activeElement === input ? ' (focused)' : ' (not focused)') + ', hint ' + JSON.stringify(hint);`;
    return (await this.driver.executeScript(script)) as string;
  }

  async waitingOn(): Promise<string | null> {
    return (await this.driver.executeScript('return document.querySelector("main.chat")?.getAttribute("data-waiting-on") ?? null')) as string | null;
  }

  async waitFor(step: string): Promise<void> {
    await this.until(async () => (await this.waitingOn()) === step, `the chat waits on "${step}"`);
  }

  /** The input bar's field, once it takes typing. */
  async input(): Promise<WebElement> {
    return this.until(async () => {
      const field = await this.driver.findElement(By.css('.input-bar__input'));
      return (await field.isEnabled()) ? field : null;
    }, 'the input bar takes typing');
  }

  async value(field: WebElement): Promise<string> {
    return (await this.driver.executeScript('return arguments[0].value', field)) as string;
  }

  /** Runs `script` in the page with `args` (arguments[0]…). */
  async run<T>(script: string, ...args: unknown[]): Promise<T> {
    return (await this.driver.executeScript(script, ...args)) as T;
  }

  /** Keeps a screenshot of the viewport as SHOTS_DIR/<viewport>-<name>.png. */
  async shot(name: string): Promise<void> {
    mkdirSync(SHOTS_DIR, { recursive: true }); // a Playwright run started meanwhile empties test-results/
    // Two animation frames first: WebKitGTK snapshots the last frame it drew, which under load can
    // predate the last change.
    await this.driver.executeAsyncScript('const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done()));');
    writeFileSync(join(SHOTS_DIR, `${this.viewport}-${name}.png`), await this.driver.takeScreenshot(), 'base64');
  }
}
