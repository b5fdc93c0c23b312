// The partner's logo and banner in the draft editor: a file chosen here is sent to the draft
// (PUT /api/rascunhos/:id/imagem), where the server reads its type from the bytes, caps its size,
// and refuses an SVG that could run anything, in words the editor reads under the button.
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { api } from '../api.ts';
import { AppButton } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';

type Kind = 'logo' | 'banner';

interface Props {
  draftId: string;
  /** The partner chosen and the draft version the page read (an upload is refused, 409, if someone saved since). */
  texts: { partner: string | null; head: string };
  onSaved: () => unknown;
}

const KINDS: { kind: Kind; label: string; hint: string; accept: string[]; maxKb: number }[] = [
  {
    kind: 'logo',
    label: 'Logo do cabeçalho',
    hint: 'PNG ou SVG, até 200 KB. Aparece com 28 px de altura.',
    accept: ['image/png', 'image/svg+xml'],
    maxKb: 200,
  },
  {
    kind: 'banner',
    label: 'Banner acima da conversa',
    hint: 'SVG, PNG, JPEG ou WebP, até 500 KB, em 720 × 200.',
    accept: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'],
    maxKb: 500,
  },
];

/** The file's bytes in base64 (what the endpoint takes). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error(`Não foi possível ler “${file.name}”. Escolha o arquivo de novo.`));
    reader.readAsDataURL(file);
  });
}

export function PartnerImages({ draftId, texts, onSaved }: Props) {
  const { partner, head } = texts;
  const [busy, setBusy] = useState<Kind | null>(null);
  const [result, setResult] = useState<{ kind: Kind; error?: unknown } | null>(null);
  const send = async (kind: Kind, files: FileList | null) => {
    const file = files?.[0];
    const rule = KINDS.find((one) => one.kind === kind);
    if (!file || !rule || !partner) return;
    setResult(null);
    if (file.size > rule.maxKb * 1024) {
      setResult({ kind, error: new Error(`“${file.name}” tem ${Math.ceil(file.size / 1024)} KB; o máximo é ${rule.maxKb} KB.`) });
      return;
    }
    setBusy(kind);
    try {
      await api('PUT', `/api/rascunhos/${draftId}/imagem`, { parceiro: partner, tipo: kind, nome: file.name, dados: await base64Of(file), baseHead: head });
      setResult({ kind });
      await onSaved();
    } catch (error) {
      setResult({ kind, error });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="card stack" aria-labelledby="imagens-do-parceiro">
      <h2 id="imagens-do-parceiro">Imagens do parceiro</h2>
      {KINDS.map((rule) => (
        <div key={rule.kind} className="field">
          <span className="label">{rule.label}</span>
          <span className="hint" id={`imagem-${rule.kind}`}>
            {rule.hint}
          </span>
          <FileTrigger acceptedFileTypes={rule.accept} onSelect={(files) => void send(rule.kind, files)}>
            <AppButton variant="secondary" isDisabled={busy !== null} aria-describedby={`imagem-${rule.kind}`}>
              {busy === rule.kind ? 'Enviando…' : `Escolher ${rule.kind === 'logo' ? 'o logo' : 'o banner'}…`}
            </AppButton>
          </FileTrigger>
          {result?.kind === rule.kind && (result.error ? <ErrorNotice error={result.error} /> : <Notice kind="ok">Imagem salva no rascunho.</Notice>)}
        </div>
      ))}
    </section>
  );
}
