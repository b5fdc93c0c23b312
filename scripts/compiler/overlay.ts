// What the dev server's error overlay shows for the flow check: the CLI's report, warnings
// included, with absolute paths, which Vite's overlay turns into links that open the file at the
// line in the editor (its /__open-in-editor middleware, launch-editor).
import { join } from 'node:path';
import { type Diagnostic, formatDiagnostics, summarize } from './diagnostics.ts';

export interface OverlayPayload {
  plugin: string;
  message: string;
  /** The report, one linkable file:line:col per problem (Vite links files in the stack block). */
  stack: string;
  id?: string;
  loc?: { file: string; line: number; column: number };
}

/** Null when there is nothing to show. */
export function overlayPayload(diagnostics: readonly Diagnostic[], root: string): OverlayPayload | null {
  if (diagnostics.length === 0) return null;
  const absolute = diagnostics.map((d) => ({ ...d, file: join(root, d.file) }));
  const first = absolute[0];
  return {
    plugin: 'consorcio-flows',
    message: `flow check: ${summarize(diagnostics)} (the same as npm run flows:check; click a path to open it)`,
    stack: formatDiagnostics(absolute).split('\n').slice(0, -1).join('\n'),
    id: first.file,
    loc: { file: first.file, line: first.line, column: first.col },
  };
}

/** Custom HMR events between the plugin and the overlay client. */
export const OVERLAY_EVENT = 'consorcio-flows:problems';
export const OVERLAY_HELLO = 'consorcio-flows:hello';

/** The dev-only client: shows the latest report in Vite's overlay element, and removes it once
 * the flows are clean (a full reload follows a fix anyway). */
export const OVERLAY_CLIENT = `
import { ErrorOverlay } from '/@vite/client';
if (import.meta.hot) {
  import.meta.hot.on(${JSON.stringify(OVERLAY_EVENT)}, (payload) => {
    document.querySelectorAll('vite-error-overlay').forEach((el) => el.close?.());
    if (payload) document.body.appendChild(new ErrorOverlay(payload));
  });
  import.meta.hot.send(${JSON.stringify(OVERLAY_HELLO)});
}
`;
