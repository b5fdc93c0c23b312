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
