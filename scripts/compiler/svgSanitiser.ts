// SVG images are documents: opened on their own (a link, a new tab) they run scripts, follow
// event handlers, embed HTML and redirect, on the origin that serves them (issue 28 item 2). Every
// SVG the app serves from public/ goes through here: the studio's uploads (studio/edit/partnerAssets.ts,
// which stores what this returns) and the files committed by hand (variantAssets.ts, flows:check).
//
// The file is parsed as XML, the way a browser reads image/svg+xml, and DOMPurify walks it in place
// with its SVG profile (jsdom as the DOM: this runs in Node only, at build and in the dev studio).
// What it removes is sorted into what could act (scripts, handlers, javascript: and external
// links, embedded HTML, animations of href, CSS loading anything, a stylesheet in the prolog) and an
// editor's inert metadata (Inkscape, Illustrator, Sketch namespaces). Only the root element is
// serialised back: the prolog (doctype, comments) never reaches the stored file.
import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify, type RemovedAttribute, type RemovedElement, type WindowLike } from 'dompurify';

export type SvgVerdict =
  /** `svg` is the sanitised file to serve; `inert` names editor metadata it left out. */
  | { ok: true; svg: string; inert: string[] }
  /** not-svg: no well-formed XML with an <svg> root; entities: a DTD declaring entities; active: what could run. */
  | { ok: false; reason: 'not-svg' | 'entities' | 'active'; active: string[] };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/** Namespaces drawing programs write their own data in; no browser acts on them. */
const EDITOR_NAMESPACES = [
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://ns.adobe.com/',
  'http://www.bohemiancoding.com/sketch/ns',
  'http://www.serif.com/',
];
/** CSS that loads or runs something: imports, url() other than a local #id or a raster data: URL, escapes that could hide either. */
const UNSAFE_CSS = /@import|expression\s*\(|javascript:|-moz-binding|behavior\s*:|\\|url\s*\(\s*(?!['"]?\s*(#|data:image\/(png|jpe?g|gif|webp)[;,]))/i;
/** A reference to another part of the same file. */
const LOCAL_REF = /^\s*#/;
const RASTER_DATA = /^\s*data:image\/(png|jpe?g|gif|webp)[;,]/i;

interface Purifier {
  purify: DOMPurify;
  window: Window & typeof globalThis;
  /** What the hooks removed themselves during the current run. */
  found: string[];
}

let purifier: Purifier | undefined;

export function sanitiseSvg(text: string): SvgVerdict {
  const { purify, window, found } = loadPurifier();
  // A browser expands entities declared in the file's own DTD (an entity can hold markup); jsdom's
  // parser does not, so what it would check is not what a browser shows.
  if (/<!ENTITY/i.test(text)) return { ok: false, reason: 'entities', active: ['<!ENTITY>'] };
  const doc = new window.DOMParser().parseFromString(text.replace(/^\uFEFF/, ''), 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) {
    return { ok: false, reason: 'not-svg', active: [] };
  }
  found.length = 0;
  // A stylesheet named in the prolog (<?xml-stylesheet?>, XSLT included) would restyle or rewrite the file.
  for (const node of doc.childNodes) if (node.nodeType === 7) found.push(`<?${node.nodeName}?>`);
  try {
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      // <use> only for a part of the same file (the hooks below); role for accessible labels.
      ADD_TAGS: ['use'],
      ADD_ATTR: ['role'],
    });
  } catch {
    return { ok: false, reason: 'active', active: ['<svg>'] };
  }
  const active = [...found];
  const inert: string[] = [];
  for (const entry of purify.removed) (isInert(entry) ? inert : active).push(describe(entry));
  if (active.length > 0) return { ok: false, reason: 'active', active: unique(active) };
  return { ok: true, svg: `${new window.XMLSerializer().serializeToString(root)}\n`, inert: unique(inert) };
}

function loadPurifier(): Purifier {
  if (purifier) return purifier;
  // jsdom is loaded on the first SVG only: it takes half a second, and most compiles check none.
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as WindowLike);
  const found: string[] = [];
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'style' || !UNSAFE_CSS.test(node.textContent ?? '')) return;
    found.push(`<style> ${short(node.textContent ?? '')}`);
    node.parentNode?.removeChild(node);
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    const tag = node.nodeName.toLowerCase();
    if (name === 'style' && UNSAFE_CSS.test(data.attrValue)) data.keepAttr = false;
    // Only a link (<a>) may point elsewhere; anything else refers to a part of this file, or embeds a raster image.
    const isHref = name === 'href' || name.endsWith(':href');
    if (isHref && tag !== 'a' && !LOCAL_REF.test(data.attrValue) && !(tag === 'image' && RASTER_DATA.test(data.attrValue))) data.keepAttr = false;
  });
  purifier = { purify, window, found };
  return purifier;
}

function isInert(entry: RemovedElement | RemovedAttribute): boolean {
  if ('element' in entry) {
    const node = entry.element as Node;
    if (node.nodeType !== 1) return true; // a comment or processing instruction: nothing a browser runs inside <svg>
    return isEditorNamespace((node as Element).namespaceURI);
  }
  const attribute = entry.attribute as Attr | null;
  if (!attribute) return false;
  return attribute.namespaceURI === XMLNS_NS || isEditorNamespace(attribute.namespaceURI);
}

function isEditorNamespace(namespace: string | null): boolean {
  return namespace !== null && EDITOR_NAMESPACES.some((editor) => namespace.startsWith(editor));
}

/** `<script>`, `onload="alert(1)"`, `href="javascript:…"`: how the file wrote it, short. */
function describe(entry: RemovedElement | RemovedAttribute): string {
  if ('element' in entry) {
    const node = entry.element as Node;
    return node.nodeType === 1 ? `<${node.nodeName}>` : short(node.textContent ?? '');
  }
  const attribute = entry.attribute as Attr | null;
  return attribute ? `${attribute.name}="${short(attribute.value)}"` : '[attribute]';
}

function short(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}
