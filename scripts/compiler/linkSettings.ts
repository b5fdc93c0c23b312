// The links a variant sets open in the visitor's browser or load on the page, and outside the
// studio's partner form any scheme went through, javascript: included (issue 28 item 6). Checked in
// the file that writes them, at the setting's line:
// - linkWhatsApp ("FALAR COM OS ESPECIALISTAS"): https://wa.me/… or https://api.whatsapp.com/…;
// - bannerSrc (and referral.bannerSrc): "" (none) or the path of an image in public/ (/banners/…):
//   the page's Content-Security-Policy loads images from its own origin only;
// - every other link setting, by its name (…Url, …Src, …Href, link…: regulamentoUrl,
//   politicaPrivacidadeUrl): https:// or a path on this site;
// - siteDomain: a host name alone (the logo links to https://<siteDomain>).
// A value without a scheme is a path on this site; one that starts with // or holds a backslash is
// another site's to a browser ("//evil.example", "/\evil.example") and is refused. The scheme is
// read as a browser reads it: surrounding spaces and control characters dropped, tabs and line
// breaks removed anywhere ("java\tscript:" is javascript:).
import { isRecord } from './checkSteps.ts';
import type { Diagnostic } from './diagnostics.ts';
import { LINK_KEY } from './textLimits.ts';
import type { DataPath, YamlSource } from './yamlSource.ts';

/** Where the messaging link may lead (the spec's and the variants' links: wa.me; WhatsApp's API address for the same). */
export const MESSAGING_HOSTS = ['wa.me', 'api.whatsapp.com'] as const;
export const LINK_RULE =
  'link rule (docs/content-limits.md): linkWhatsApp is https://wa.me/… or https://api.whatsapp.com/…, a banner the path of an image in public/, any other link https:// or a path on this site, siteDomain a host name';
/** A host name as the partner form takes it: lower-case labels joined by dots. */
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

export function checkLinkSettings(source: YamlSource, name: string, out: Diagnostic[]): void {
  const data = source.data;
  if (!isRecord(data)) return;
  const settings: Array<[DataPath, unknown]> = Object.entries(data).map(([key, value]) => [[key], value]);
  if (isRecord(data.referral)) settings.push(...Object.entries(data.referral).map(([key, value]): [DataPath, unknown] => [['referral', key], value]));
  for (const [path, value] of settings) {
    if (typeof value !== 'string') continue;
    const problem = linkProblem(String(path.at(-1)), value);
    if (!problem) continue;
    const shown = JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
    const said = {
      code: 'variant.link',
      message: `variant "${name}": ${path.join('.')} ${shown}: ${problem} — ${LINK_RULE}`,
      args: { partner: name, name: path.join('.') },
    };
    out.push(source.report(path, 'error', said));
  }
}

/** What is wrong with this value of the setting `key`, or undefined (also for a setting that is no link). */
export function linkProblem(key: string, value: string): string | undefined {
  if (key === 'siteDomain') return HOST.test(value) ? undefined : 'a site domain is a host name such as consorcio.parceiro.com.br, without https:// or a path';
  if (key === 'linkWhatsApp') return messagingLinkProblem(value);
  if (!LINK_KEY.test(key) || value === '') return undefined;
  return key.endsWith('Src') ? imagePathProblem(value) : pageLinkProblem(value);
}

/** The messaging link: https on WhatsApp's hosts. A path (`x`, `/especialistas`, `wa.me/55…` without
 * its scheme) would open a page of this site, the 404 one, instead of the specialists' chat. */
export function messagingLinkProblem(value: string): string | undefined {
  const link = asBrowserReadsIt(value);
  const scheme = schemeOf(link);
  if (scheme === undefined) return 'a path opens this site, not the chat: the messaging link is an https:// address on wa.me or api.whatsapp.com';
  if (scheme !== 'https') return `${scheme}: is not allowed: the messaging link is an https:// address`;
  return httpsProblem(link, MESSAGING_HOSTS);
}

function imagePathProblem(value: string): string | undefined {
  const path = asBrowserReadsIt(value);
  const scheme = schemeOf(path);
  if (scheme === 'https' || scheme === 'http')
    return 'an image on another site does not load (the page loads images from its own origin only): put it in public/ and name its path';
  if (scheme !== undefined) return `${scheme}: is not allowed: a banner is the path of an image in public/ (/banners/…)`;
  if (!path.startsWith('/')) return 'a banner path starts with / (/banners/…)';
  return sitePathProblem(path);
}

function pageLinkProblem(value: string): string | undefined {
  const link = asBrowserReadsIt(value);
  const scheme = schemeOf(link);
  if (scheme === undefined) return sitePathProblem(link);
  if (scheme !== 'https') return `${scheme}: is not allowed: a link is https:// or a path on this site`;
  return httpsProblem(link);
}

function sitePathProblem(path: string): string | undefined {
  if (path.startsWith('//') || path.includes('\\')) return 'a path starting with // or holding a backslash leads to another site';
  if (/\s/.test(path)) return 'a link holds no spaces (write %20)';
  return undefined;
}

function httpsProblem(link: string, hosts?: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'not a valid address';
  }
  if (url.username || url.password) return 'a name before @ in an address hides where it leads';
  if (url.port) return 'an address with a port is not allowed';
  if (/\s/.test(link)) return 'a link holds no spaces (write %20)';
  if (hosts && !hosts.includes(url.hostname)) return `it leads to ${url.hostname}, not ${hosts.join(' or ')}`;
  return undefined;
}

/** Surrounding spaces and control characters dropped, tabs and line breaks removed: what a browser's URL parser reads. */
function asBrowserReadsIt(value: string): string {
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

function schemeOf(link: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1].toLowerCase();
}
