// Presence on the step a tab has open (issue 25 item 6): the tab follows the draft's presence over
// server-sent events, opens the step it shows, and sends a heartbeat every 30 s while its person is
// active (typing, clicking): a page left alone loses its soft lock after the server's 2 minutes.
// Taken over, the server says so at once ("assumido") and the editor turns read-only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api.ts';

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
const newTab = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);

export function usePresence(draftId: string, step: string | null) {
  const [aba] = useState(newTab);
  const [state, setState] = useState<StepPresence | null>(null);
  const [everyone, setEveryone] = useState<OnStep[]>([]);
  const active = useRef(false);
  const send = useCallback(
    (etapa: string, acao: string) =>
      api<StepPresence>('POST', `/api/rascunhos/${draftId}/presenca`, { aba, etapa, acao })
        .then(setState)
        .catch(() => undefined),
    [draftId, aba],
  );
  useEffect(() => {
    const events = new EventSource(`/api/rascunhos/${draftId}/presenca/eventos?aba=${aba}`);
    events.addEventListener('presenca', (event) => setEveryone((JSON.parse(event.data) as { pessoas: OnStep[] }).pessoas));
    events.addEventListener('assumido', (event) => {
      const told = JSON.parse(event.data) as { etapa: string; por: { nome: string; email: string; voce: boolean }; aviso: string };
      setState((old) => (old && old.etapa === told.etapa ? { ...old, modo: 'lendo', editor: told.por, aviso: told.aviso } : old));
    });
    return () => events.close();
  }, [draftId, aba]);
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
