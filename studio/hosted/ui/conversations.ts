// The conversations of a draft as the pages hold them: one fetch per page, each text's threads
// picked by their anchor (a file and a key path), and the people one may @mention.
import { useCallback, useEffect, useState } from 'react';
import { api } from './api.ts';

export interface Anchor {
  file: string;
  path: string[];
}

export interface Thread {
  id: string;
  anchor: Anchor;
  resolved: boolean;
  resolvedBy: string | null;
  comments: { id: string; author: { name: string; email: string }; body: string; createdAt: string; mentions: string[] }[];
}

export interface Mentionable {
  id: string;
  name: string;
  handle: string;
  roleLabel: string;
}

export const sameAnchor = (a: Anchor, b: Anchor) => a.file === b.file && a.path.join('\u0000') === b.path.join('\u0000');

/** The anchor of a step's text: the partner's own text (texts.<etapa>) or the flow's say. */
export function textAnchor(step: { id: string; flowFile: string }, partner: string | null): Anchor {
  return partner ? { file: `variants/${partner}.yaml`, path: ['texts', step.id] } : { file: step.flowFile, path: ['steps', step.id, 'say'] };
}

export function useConversations(draftId: string) {
  const [threads, setThreads] = useState<Thread[]>([]);
  const [people, setPeople] = useState<Mentionable[]>([]);
  const reload = useCallback(() => {
    api<{ threads: Thread[] }>('GET', `/api/rascunhos/${draftId}/conversas`)
      .then((answer) => setThreads(answer.threads))
      .catch(() => undefined);
  }, [draftId]);
  useEffect(reload, [reload]);
  useEffect(() => {
    api<{ people: Mentionable[] }>('GET', '/api/mencionaveis')
      .then((answer) => setPeople(answer.people))
      .catch(() => undefined);
  }, []);
  return { threads, people, reload };
}
