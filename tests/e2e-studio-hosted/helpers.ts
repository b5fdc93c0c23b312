// What the hosted studio's browser tests share: the run's folders (playwright.studio-hosted.config.ts),
// the first admin made by `npm run studio:invite`, the links people "received" (the file outbox),
// sign-in through the pages, the remote's published branch read (and moved) with git, and axe on each screen.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
import { studioEnv } from './studioEnv.ts';

const runDir = () => {
  const dir = process.env.STUDIO_E2E_DIR;
  if (!dir) throw new Error('STUDIO_E2E_DIR is set by playwright.studio-hosted.config.ts');
  return dir;
};

export const remoteGit = (...args: string[]) => execFileSync('git', ['--git-dir', join(runDir(), 'remote.git'), ...args], { encoding: 'utf8' });

/**
 * A developer's commit pushed straight into a remote's main, behind the studio's back: one file
 * rewritten by `edit`. The remote is the config's own server's unless named (a spec's own studio's).
 * Returns main's new commit.
 */
export function pushToRemoteMain(path: string, edit: (text: string) => string, message: string, remote = join(runDir(), 'remote.git')): string {
  const work = mkdtempSync(join(tmpdir(), 'studio-hosted-dev-'));
  const git = (...args: string[]) => execFileSync('git', ['-C', work, ...args], { encoding: 'utf8' });
  try {
    execFileSync('git', ['clone', '--quiet', '--branch', 'main', remote, work]);
    writeFileSync(join(work, path), edit(readFileSync(join(work, path), 'utf8')));
    git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '--quiet', '-am', message);
    git('push', '--quiet', 'origin', 'HEAD:main');
    return git('rev-parse', 'HEAD').trim();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The invite link `npm run studio:invite` prints (the first admin is made this way). */
export function inviteFromCommandLine(baseURL: string, email: string, role: string, name: string): string {
  const out = execFileSync('npm', ['run', '--silent', 'studio:invite', '--', email, '--role', role, '--name', name], {
    encoding: 'utf8',
    env: studioEnv({ STUDIO_DATA_DIR: join(runDir(), 'data'), STUDIO_PUBLIC_URL: baseURL }),
  });
  const link = /https?:\/\/\S+/.exec(out)?.[0];
  if (!link) throw new Error(`no link in: ${out}`);
  return link;
}

/** The newest link in a mail to this address (the studio's file outbox). */
export function linkFromOutbox(email: string): string {
  const mails = readFileSync(join(runDir(), 'outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string });
  const mail = mails.reverse().find((one) => one.to === email);
  const link = mail && /https?:\/\/\S+#\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no mail with a link to ${email}`);
  return link;
}

/**
 * No accessibility violation axe can find on the screen as it is now. The draft's preview frame is
 * left out: it holds the visitors' chat, whose own header and main would count as the studio's, and
 * which the chat's own accessibility checks cover.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // The preview frames (the editor's, the review's) hold the visitors' chat, checked on its own.
  const result = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, page.url()).toEqual([]);
}

/** A person in their own browser, in through an invite link. */
export async function acceptInvite(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Meus rascunhos' })).toBeVisible();
  return page;
}

/** An admin invites from the Pessoas page (a partner manager with their partners); returns the link the page shows. */
export async function inviteFromPage(admin: Page, email: string, role: string, name: string, partners?: string): Promise<string> {
  await admin.getByRole('link', { name: 'Pessoas' }).click();
  await admin.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await admin.getByRole('textbox', { name: 'Nome (opcional)' }).fill(name);
  if (partners) await admin.getByRole('textbox', { name: 'Parceiros (opcional)' }).fill(partners);
  await admin.getByRole('button', { name: /Papel/ }).click();
  await admin.getByRole('option', { name: new RegExp(`^${role}`) }).click();
  await admin.getByRole('button', { name: 'Enviar convite' }).click();
  const link = admin.locator('output.invite-link');
  await expect(link).toContainText('/entrar/convite#');
  return (await link.textContent()) ?? '';
}

/** Opens a draft's text for a partner and an etapa (found by its first words). */
export async function openText(page: Page, partner: RegExp, etapaWords: string): Promise<void> {
  await page.getByRole('button', { name: /Parceiro/ }).click();
  await page.getByRole('option', { name: partner }).click();
  const etapa = page.getByRole('combobox', { name: 'Etapa da conversa' });
  await etapa.fill(etapaWords);
  await page
    .getByRole('option', { name: new RegExp(etapaWords) })
    .first()
    .click();
}
