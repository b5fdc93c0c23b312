// How the studio says something went wrong (or right): a sentence in Portuguese, the place in
// words, and the developers' file:line behind a "detalhes" disclosure.
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ApiError, type Diagnostic } from '../api.ts';
import { placeInWords, RULE_IN_GENERAL } from '../words.ts';

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

/**
 * A refusal of the server: what it says, each finding as a sentence with its place in words (the
 * server's `failures`, gate/diagnosticWords.ts), and the developers' file:line:col behind "detalhes".
 */
export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const failures = error instanceof ApiError ? error.failures : [];
  const diagnostics = error instanceof ApiError ? error.diagnostics : [];
  // The server's message lists the findings too: the lead is what remains, the list says each one.
  const lead = failures.reduce((rest, failure) => rest.replace(failure.message, ''), message).trim();
  const items =
    failures.length > 0
      ? failures.map((failure) => ({ key: failure.detail, text: failure.message, detail: failure.detail }))
      : diagnostics.map((d) => ({ key: diagnosticLine(d), text: `${placeInWords(d.file, d.line)}: ${RULE_IN_GENERAL}`, detail: diagnosticLine(d) }));
  return (
    <Notice kind="error">
      <p>{items.length > 0 && failures.length === 0 ? 'O estúdio não aceitou a alteração: ela quebra uma regra do conteúdo.' : lead}</p>
      {items.length > 0 && (
        <ul>
          {items.map((item, i) => (
            <li key={`${i}-${item.key}`}>{item.text}</li>
          ))}
        </ul>
      )}
      <Details lines={items.map((item) => item.detail)} />
    </Notice>
  );
}
