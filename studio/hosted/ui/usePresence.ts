// Presence on the step a tab has open (issue 25 item 6): the tab follows the draft's presence over
// server-sent events (the page's one stream of the draft, draftEvents.ts), opens the step it
// shows, and sends a heartbeat every 30 s while its person is active (typing, clicking): a page
// left alone loses its soft lock after the server's 2 minutes.
// Taken over, the server says so at once ("assumido") and the editor turns read-only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api.ts';
import { useDraftEvents } from './draftEvents.ts';

export interface OnStep {
  etapa: string;
  nome: string;
  email: string;
  modo: 'editando' | 'lendo';
  voce: boolean;
  /** You, in another tab. */
  outraAba: boolean;
}

export interface StepPresence {
  etapa: string;
  modo: 'editando' | 'lendo' | 'fora';
  editor: { nome: string; email: string; voce: boolean } | null;
  aviso: string | null;
  pessoas: OnStep[];
}

export type PresenceChoice = 'somente-leitura' | 'assumir' | 'sair';

const BEAT_MS = 30_000;

export function usePresence(draftId: string, step: string | null) {
  const [state, setState] = useState<StepPresence | null>(null);
  const [everyone, setEveryone] = useState<OnStep[]>([]);
  const active = useRef(false);
  // The page's stream of the draft (shared, draftEvents.ts): its tab id is the one the posts name.
  const aba = useDraftEvents(draftId, true, (kind, data) => {
    if (kind === 'presenca') setEveryone((data as { pessoas: OnStep[] }).pessoas);
    if (kind !== 'assumido') return;
    const told = data as { etapa: string; por: { nome: string; email: string; voce: boolean }; aviso: string };
    setState((old) => (old && old.etapa === told.etapa ? { ...old, modo: 'lendo', editor: told.por, aviso: told.aviso } : old));
  });
  const send = useCallback(
    (etapa: string, acao: string) =>
      aba
        ? api<StepPresence>('POST', `/api/rascunhos/${draftId}/presenca`, { aba, etapa, acao })
            .then(setState)
            .catch(() => undefined)
        : Promise.resolve(),
    [draftId, aba],
  );
  useEffect(() => {
    setState(null);
    if (!step) return;
    void send(step, 'abrir');
    const mark = () => {
      active.current = true;
    };
    const beat = setInterval(() => {
      if (!active.current) return;
      active.current = false;
      void send(step, 'pulso');
    }, BEAT_MS);
    for (const name of ['keydown', 'pointerdown', 'input']) document.addEventListener(name, mark, true);
    return () => {
      clearInterval(beat);
      for (const name of ['keydown', 'pointerdown', 'input']) document.removeEventListener(name, mark, true);
    };
  }, [step, send]);
  const others = everyone.filter((p) => !p.voce && p.etapa === step);
  const choose = useCallback((choice: PresenceChoice) => (step ? send(step, choice) : Promise.resolve()), [step, send]);
  return { state, others, choose };
}
