// How the studio says something went wrong (or right): a sentence in Portuguese, the place in
// words, and the developers' file:line behind a "detalhes" disclosure.
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ApiError, type Diagnostic } from '../api.ts';
import { placeInWords, ruleInWords } from '../words.ts';

export function Notice({ kind, children }: { kind: 'error' | 'ok' | 'info' | 'warn'; children: ReactNode }) {
  return (
    <div className={`notice ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function Details({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Disclosure>
      <Heading level={3} className="details-heading">
        <Button slot="trigger" className="details-trigger">
          detalhes (para quem mantém o sistema)
        </Button>
      </Heading>
      <DisclosurePanel className="details-panel">
        <code>{lines.join('\n')}</code>
      </DisclosurePanel>
    </Disclosure>
  );
}

export const diagnosticLine = (d: Diagnostic) => `${d.file}:${d.line}:${d.col} ${d.message}`;

/** A refusal of the server: its message, each problem's place in words, the details. */
export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const diagnostics = error instanceof ApiError ? error.diagnostics : [];
  // The compiler's sentences are for developers: the editor reads where, the details say what.
  const lead = diagnostics.length > 0 ? 'O estúdio não aceitou a alteração: ela quebra uma regra do conteúdo.' : message;
  return (
    <Notice kind="error">
      <p>{lead}</p>
      {diagnostics.length > 0 && (
        <ul>
          {diagnostics.map((d) => (
            <li key={diagnosticLine(d)}>
              {placeInWords(d.file, d.line)}: {ruleInWords(d.message)}
            </li>
          ))}
        </ul>
      )}
      <Details lines={diagnostics.length > 0 ? [message, ...diagnostics.map(diagnosticLine)] : []} />
    </Notice>
  );
}
