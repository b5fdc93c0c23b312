// Who is on which step of a draft right now, with soft locks (issue 25 item 6). In memory: a
// restart forgets it, and that is fine — a lock only warns; the save's head check is the real
// guard. One entry per browser tab (session + tab id), on one step at a time, "editando" or
// "lendo". Opening a step someone else is editing leaves you reading until you choose; taking over
// turns the other tab to reading at once, with the reason, through its event stream. A tab that
// sends no heartbeat for IDLE_MS (the person stopped typing, closed the lid) loses its place.
export const IDLE_MS = 2 * 60 * 1000;

export type Mode = 'editando' | 'lendo';
export type PresenceAction = 'abrir' | 'pulso' | 'somente-leitura' | 'assumir' | 'sair';

export interface Who {
  id: string;
  name: string;
  email: string;
}

export interface Tab {
  sessionId: string;
  aba: string;
}

interface Entry extends Tab {
  draftId: string;
  person: Who;
  step: string;
  mode: Mode;
  beat: number;
  /** Why this tab was turned to reading (a take-over), until it opens a step again. */
  notice: string | null;
}

export interface PersonOnStep {
  etapa: string;
  nome: string;
  email: string;
  modo: Mode;
  /** This very tab. */
  voce: boolean;
  /** The same person in another tab (or browser): "você, em outra aba", not someone else. */
  outraAba: boolean;
}

export interface StepState {
  etapa: string;
  modo: Mode | 'fora';
  /** Another tab editing this step (null: nobody, or this tab); `voce`: it is yours. */
  editor: { nome: string; email: string; voce: boolean } | null;
  aviso: string | null;
  pessoas: PersonOnStep[];
}

type Listener = (event: 'presenca' | 'assumido' | 'arquivos', data: unknown) => void;

const keyOf = (draftId: string, tab: Tab) => `${draftId}\u0000${tab.sessionId}\u0000${tab.aba}`;
const label = (who: Who) => who.name.trim() || who.email.split('@')[0];

export class PresenceHub {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Map<string, Map<string, Listener>>();
  /** The person of each following tab (a tab follows before it opens a step). */
  private readonly followers = new Map<string, Who>();

  constructor(private readonly now: () => number) {}

  act(draftId: string, tab: Tab, person: Who, step: string, action: PresenceAction): StepState {
    this.sweep();
    const key = keyOf(draftId, tab);
    const mine = this.entries.get(key);
    if (action === 'sair') {
      this.entries.delete(key);
    } else if (action === 'assumir') {
      this.takeOver(draftId, tab, person, step);
    } else if (action === 'pulso' && mine && mine.step === step) {
      mine.beat = this.now();
    } else if (action === 'somente-leitura') {
      this.put(draftId, tab, person, step, 'lendo');
    } else {
      // Opening (or a heartbeat after the place was lost): edit, unless another tab is editing.
      this.put(draftId, tab, person, step, this.holder(draftId, step, key) ? 'lendo' : 'editando');
    }
    this.broadcast(draftId);
    return this.stateOf(draftId, tab, step);
  }

  /** What one tab sees of one step. */
  stateOf(draftId: string, tab: Tab, step: string): StepState {
    const key = keyOf(draftId, tab);
    const mine = this.entries.get(key);
    const holder = this.holder(draftId, step, key);
    return {
      etapa: step,
      modo: mine && mine.step === step ? mine.mode : 'fora',
      editor: holder ? { nome: label(holder.person), email: holder.person.email, voce: holder.person.id === mine?.person.id } : null,
      aviso: mine?.step === step ? mine.notice : null,
      pessoas: this.people(draftId, key).filter((p) => p.etapa === step),
    };
  }

  /** Follows a draft's presence for one tab; the returned function stops (and the tab leaves). */
  listen(draftId: string, tab: Tab, listener: Listener, person?: Who): () => void {
    const key = keyOf(draftId, tab);
    if (person) this.followers.set(key, person);
    let forDraft = this.listeners.get(draftId);
    if (!forDraft) this.listeners.set(draftId, (forDraft = new Map()));
    forDraft.set(key, listener);
    listener('presenca', { pessoas: this.people(draftId, key) });
    return () => {
      forDraft.delete(key);
      this.followers.delete(key);
      if (forDraft.size === 0) this.listeners.delete(draftId);
      // The page closed: its place on the step goes at once, not after the idle time.
      if (this.entries.delete(key)) this.broadcast(draftId);
    };
  }

  /** Tells every tab following the draft something that is not presence (local mode: the files on disk changed). */
  tell(draftId: string, event: 'arquivos', data: unknown): void {
    for (const listener of this.listeners.get(draftId)?.values() ?? []) listener(event, data);
  }

  /** Drops the tabs idle past IDLE_MS and tells the drafts' followers. */
  sweep(): void {
    const limit = this.now() - IDLE_MS;
    const touched = new Set<string>();
    for (const [key, entry] of this.entries) {
      if (entry.beat > limit) continue;
      this.entries.delete(key);
      touched.add(entry.draftId);
    }
    for (const draftId of touched) this.broadcast(draftId);
  }

  private put(draftId: string, tab: Tab, person: Who, step: string, mode: Mode): void {
    this.entries.set(keyOf(draftId, tab), { ...tab, draftId, person, step, mode, beat: this.now(), notice: null });
  }

  private takeOver(draftId: string, tab: Tab, person: Who, step: string): void {
    const key = keyOf(draftId, tab);
    const time = new Date(this.now()).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
    const rest = 'ficou somente leitura: o que você não salvou continua na tela para copiar.';
    for (const [other, entry] of this.entries) {
      if (other === key || entry.draftId !== draftId || entry.step !== step || entry.mode !== 'editando') continue;
      // Your own other tab is told so, not that a colleague took the step.
      const aviso =
        entry.person.id === person.id
          ? `Você assumiu a edição desta etapa em outra aba às ${time}. Este editor ${rest}`
          : `${label(person)} assumiu a edição desta etapa às ${time}. Seu editor ${rest}`;
      entry.mode = 'lendo';
      entry.notice = aviso;
      const por = { nome: label(person), email: person.email, voce: entry.person.id === person.id };
      this.listeners.get(draftId)?.get(other)?.('assumido', { etapa: step, por, aviso });
    }
    this.put(draftId, tab, person, step, 'editando');
  }

  private holder(draftId: string, step: string, exceptKey: string): Entry | undefined {
    for (const [key, entry] of this.entries) {
      if (key !== exceptKey && entry.draftId === draftId && entry.step === step && entry.mode === 'editando') return entry;
    }
    return undefined;
  }

  private people(draftId: string, ownKey: string): PersonOnStep[] {
    // Whose tab it is: its place on a step, or the person following the draft in it.
    const who = this.entries.get(ownKey)?.person ?? this.followers.get(ownKey);
    return [...this.entries]
      .filter(([, entry]) => entry.draftId === draftId)
      .map(([key, entry]) => ({
        etapa: entry.step,
        nome: label(entry.person),
        email: entry.person.email,
        modo: entry.mode,
        voce: key === ownKey,
        outraAba: key !== ownKey && entry.person.id === who?.id,
      }));
  }

  private broadcast(draftId: string): void {
    for (const [key, listener] of this.listeners.get(draftId) ?? []) listener('presenca', { pessoas: this.people(draftId, key) });
  }
}

const hubs = new WeakMap<object, PresenceHub>();

/** The hub of one studio (keyed by its store), on the store's clock (tests inject one). */
export function presenceHub(store: { now(): number }): PresenceHub {
  let hub = hubs.get(store);
  if (!hub) hubs.set(store, (hub = new PresenceHub(() => store.now())));
  return hub;
}
