// One content save from a page (a text, the text for every partner, a button's label, back to the
// default text), with what every such save shares: busy while on its way and while the page reads
// the draft again, the refusal kept to show (SaveProblems.tsx), the tests asserting the old words
// updated on request by sending the same save again, and the last save kept for Desfazer.
import { useRef, useState } from 'react';
import { ApiError, api } from '../api.ts';
import type { LastSave } from './UndoButton.tsx';

/** A save's body: from the version the page read (a later save elsewhere refuses it, 409). */
export type SaveBody = { baseHead: string } & Record<string, unknown>;
type AfterSave = (answer: { head: string }) => unknown;

export interface ContentSave {
  busy: boolean;
  error: unknown;
  lastSave: LastSave | null;
  /** Sends the save; `then` runs on success, before the save stops being busy. True when saved. */
  save: (body: SaveBody, then?: AfterSave) => Promise<boolean>;
  /** The last save again, with the asserting tests' words updated in it. */
  updateTests: () => Promise<boolean>;
  /** Forgets the refusal (the page is reading the draft's current version). */
  dismiss: () => void;
}

/** A 409 versao_desatualizada: someone saved the draft (or the folder changed) after the page read it. */
export const isStale = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409 && error.code === 'versao_desatualizada';

export function useContentSave(method: 'PUT' | 'POST', url: string): ContentSave {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [lastSave, setLastSave] = useState<LastSave | null>(null);
  const last = useRef<{ body: SaveBody; then?: AfterSave } | null>(null);
  const send = async (body: SaveBody, then: AfterSave | undefined, atualizarTestes: boolean) => {
    last.current = { body, then };
    setBusy(true);
    setError(null);
    try {
      const answer = await api<{ head: string }>(method, url, { ...body, atualizarTestes });
      setLastSave({ before: body.baseHead, after: answer.head });
      await then?.(answer);
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    error,
    lastSave,
    save: (body, then) => send(body, then, false),
    updateTests: () => (last.current ? send(last.current.body, last.current.then, true) : Promise.resolve(false)),
    dismiss: () => setError(null),
  };
}
