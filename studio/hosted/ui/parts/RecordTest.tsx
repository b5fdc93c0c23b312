// "Gravar teste desta conversa": the chat of the chosen partner opens from its start in a frame of
// its own (sandboxed like the preview), the editor talks to it, and each step the frame reports
// (studio/hosted/preview/edition/recordBridge.ts) is listed here in words. Saved, it becomes a
// conversation test in the draft (PUT /api/rascunhos/:id/teste), which the check run on sending
// for review executes. Only this frame's window is listened to, and only as the opaque origin a
// sandboxed frame has.
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../api.ts';
import { AppButton, Field } from './controls.tsx';
import { ErrorNotice, Notice } from './Notice.tsx';
import { type LastSave, UndoButton } from './UndoButton.tsx';

type Step =
  | { said: string }
  | { at: string }
  | { bot: string }
  | { click: string }
  | { type: string }
  | { choose: { component: string; value: string | number } };

interface Props {
  draftId: string;
  partner: string;
  head: string;
  /** Step id → what the editor calls it (the draft's etapas). */
  stepLabel: (id: string) => string;
  onSaved: () => unknown;
}

const KEYS = ['said', 'at', 'bot', 'click', 'type', 'choose'];
/** The chat's components as an editor calls what they did there. */
const COMPONENT_WORDS: Record<string, string> = {
  categoryCarousel: 'Você escolheu o tipo de bem',
  planCarousel: 'Você escolheu o plano',
  cardPaymentModal: 'Pagamento com cartão',
  pixCopyCode: 'Código Pix copiado',
  pixQrCode: 'QR Code do Pix',
  boletoCopyCode: 'Código do boleto copiado',
};

/** A step as the frame posted it, or undefined when the message is not one. */
function stepOf(data: unknown): Step | undefined {
  const item = (data as { type?: unknown; item?: unknown } | null)?.type === 'previa:passo' ? (data as { item: unknown }).item : undefined;
  if (item === null || typeof item !== 'object') return undefined;
  const keys = Object.keys(item);
  return keys.length === 1 && KEYS.includes(keys[0]) ? (item as Step) : undefined;
}

function stepInWords(step: Step, label: (id: string) => string): string {
  if ('said' in step) return `O chat falou: ${label(step.said)}`;
  if ('at' in step) return `O chat esperou sua resposta em: ${label(step.at)}`;
  if ('bot' in step) return `O chat disse exatamente “${step.bot}”`;
  if ('click' in step) return `Você escolheu “${step.click}”`;
  if ('type' in step) return `Você digitou “${step.type}”`;
  return `${COMPONENT_WORDS[step.choose.component] ?? 'Você concluiu um componente do chat'}: ${step.choose.value}`;
}

/** A save refused because a test of that name exists: the editor may choose to replace it. */
const exists = (error: unknown) => error instanceof ApiError && error.code === 'teste_existe';

export function RecordTest({ draftId, partner, head, stepLabel, onSaved }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [run, setRun] = useState(0);
  const [steps, setSteps] = useState<Step[]>([]);
  const [name, setName] = useState(`conversa gravada com ${partner}`);
  const [file, setFile] = useState(`conversa-gravada-${partner}`);
  const [result, setResult] = useState<{ saved?: string; error?: unknown } | null>(null);
  // The save Desfazer takes back: the test file goes away again.
  const [lastSave, setLastSave] = useState<LastSave | null>(null);
  const [busy, setBusy] = useState(false);
  // The version the chat was opened at: a save meanwhile (this one's, or a file changed on disk) must
  // not reload the frame, which would start the chat again and add its greeting to the recording.
  const [version, setVersion] = useState(head);
  useEffect(() => {
    if (run === 0) return;
    const onMessage = (event: MessageEvent) => {
      const from = frame.current?.contentWindow;
      if (!from || event.source !== from || event.origin !== 'null') return;
      if ((event.data as { type?: unknown } | null)?.type === 'previa:pronta') {
        // An opaque origin cannot be named as the target: the window itself is what was checked.
        from.postMessage({ type: 'previa:gravar' }, '*');
        return;
      }
      const step = stepOf(event.data);
      if (step) setSteps((list) => [...list, step]);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [run]);
  const start = () => {
    setVersion(head);
    setSteps([]);
    setResult(null);
    setRun((n) => n + 1);
  };
  const save = async (substituir = false) => {
    setResult(null);
    setBusy(true);
    try {
      const answer = await api<{ path: string; head: string }>('PUT', `/api/rascunhos/${draftId}/teste`, {
        arquivo: file,
        nome: name,
        parceiro: partner,
        passos: steps,
        baseHead: head,
        ...(substituir ? { substituir } : {}),
      });
      setResult({ saved: answer.path });
      setLastSave({ before: head, after: answer.head });
      await onSaved();
    } catch (error) {
      setResult({ error });
    } finally {
      // Until the page has read the draft's new version: a save from the old one would be refused as stale.
      setBusy(false);
    }
  };
  // Saving waits for the page to read the version the undo made (a save from the old one is stale).
  const reloadAfterUndo = async () => {
    setBusy(true);
    try {
      await onSaved();
    } finally {
      setBusy(false);
    }
  };
  const src = `/api/rascunhos/${encodeURIComponent(draftId)}/previa/abrir?${new URLSearchParams({ parceiro: partner, versao: version })}`;
  return (
    <section className="card stack" aria-labelledby="gravar-teste">
      <h2 id="gravar-teste">Teste de conversa</h2>
      <p className="muted">
        Converse com o chat deste parceiro desde o começo: o estúdio grava o caminho e confere, a cada envio para revisão, que ele continua funcionando.
      </p>
      <AppButton variant="secondary" onPress={start}>
        {run === 0 ? 'Gravar teste desta conversa' : 'Gravar de novo'}
      </AppButton>
      {run > 0 && (
        <>
          <div className="preview-slot">
            <iframe key={run} ref={frame} title="Conversa sendo gravada" src={src} sandbox="allow-scripts allow-forms" />
          </div>
          <ol aria-label="Passos gravados" aria-live="polite">
            {steps.map((step, i) => (
              // The list only grows, in order: a step's place is its identity.
              <li key={i}>{stepInWords(step, stepLabel)}</li>
            ))}
          </ol>
          {steps.length === 0 && <p className="muted">Nenhum passo gravado ainda.</p>}
          <div className="grid-2">
            <Field label="Nome do teste" value={name} onChange={setName} />
            <Field label="Nome do arquivo" value={file} onChange={setFile} hint="Letras minúsculas, números e hífens." />
          </div>
          <AppButton onPress={() => save()} isDisabled={steps.length === 0 || busy}>
            Salvar teste no rascunho
          </AppButton>
          {result?.saved && <Notice kind="ok">Teste salvo no rascunho: ele roda quando o rascunho for enviado para revisão.</Notice>}
          {exists(result?.error) ? (
            <Notice kind="error">
              <p>{(result?.error as Error).message}</p>
              <AppButton variant="danger" onPress={() => save(true)} isDisabled={busy}>
                Substituir o teste existente
              </AppButton>
            </Notice>
          ) : (
            <ErrorNotice error={result?.error} />
          )}
          {/* No Desfazer of the previous save while another one is on its way. */}
          <UndoButton draftId={draftId} save={busy ? null : lastSave} what="o teste gravado" onUndone={reloadAfterUndo} />
        </>
      )}
    </section>
  );
}
