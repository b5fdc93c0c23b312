// The preview frame's document and its Content-Security-Policy. The policy is the frame's own and
// strict: nothing by default; scripts, styles and fonts only from this code version's edition path;
// images from there, from the draft's own public folder at this commit and from the sandbox API;
// connections only to this link's content and the sandbox API; no tag manager, no analytics, no
// plugin, no form posting, no <base>. The `sandbox` directive makes the document an opaque origin
// even if someone opens the link outside the studio's <iframe sandbox>: it never reads the
// studio's cookies nor calls its API with them.

export interface PreviewDocumentPlace {
  /** The studio's public origin (http://host:port). */
  origin: string;
  /** The edition's path, /previa/app/<hash>/. */
  editionBase: string;
  /** The sandbox API's path, /previa/sandbox/. */
  sandboxBase: string;
  /** The path of this document's folder, /previa/<draft>/<commit>/<token>/. */
  documentBase: string;
}

/** What the studio's <iframe> must carry: scripts and forms, never allow-same-origin. */
export const PREVIEW_FRAME_SANDBOX = 'allow-scripts allow-forms';

export function previewPolicy(place: PreviewDocumentPlace): string {
  const edition = `${place.origin}${place.editionBase}`;
  const sandbox = `${place.origin}${place.sandboxBase}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': [edition],
    'style-src': [edition],
    'img-src': [edition, `${place.origin}${place.documentBase}publico/`, sandbox, 'data:', 'blob:'],
    'font-src': [edition, 'data:'],
    'connect-src': [`${place.origin}${place.documentBase}conteudo.json`, sandbox],
    // The card step's frame, this link's only (cardFramePolicy).
    'frame-src': [`${place.origin}${place.documentBase}cartao/`],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    // Only the studio's pages may frame a preview.
    'frame-ancestors': [place.origin],
    sandbox: PREVIEW_FRAME_SANDBOX.split(' '),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The card frame's own policy, as strict as the preview's: the edition's code (its cartao/ build),
 * connections to the sandbox API only (the one payment request), opaque like the frame holding it.
 */
export function cardFramePolicy(place: PreviewDocumentPlace): string {
  const edition = `${place.origin}${place.editionBase}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': [edition],
    'style-src': [edition],
    'img-src': [edition, 'data:'],
    'font-src': [edition, 'data:'],
    'connect-src': [`${place.origin}${place.sandboxBase}`],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    // No frame-ancestors: its parent, the preview, is an opaque origin, which no source matches
    // (Chromium then refuses the frame). Framed anywhere else it holds no more than here: test
    // cards paid to the preview sandbox under a link's token.
    sandbox: PREVIEW_FRAME_SANDBOX.split(' '),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The card frame's document: the sandbox API and this link's token as its key, read by edition/cardFrame.tsx. */
export function cardFrameDocument(place: PreviewDocumentPlace, token: string): string {
  const code = `${place.origin}${place.editionBase}cartao/`;
  const api = `${place.origin}${place.sandboxBase.replace(/\/$/, '')}`;
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Pagamento com cartão de crédito (prévia)</title>
    <link rel="stylesheet" href="${code}cartao.css" />
    <script type="module" src="${code}cartao.js"></script>
  </head>
  <body>
    <div id="card-frame" data-api="${escapeAttribute(api)}" data-key="${escapeAttribute(token)}"></div>
  </body>
</html>
`;
}

export function previewDocument(place: PreviewDocumentPlace): string {
  const edition = `${place.origin}${place.editionBase}`;
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Prévia do rascunho</title>
    <link rel="stylesheet" href="${edition}entrada.css" />
    <script type="module" src="${edition}entrada.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}
