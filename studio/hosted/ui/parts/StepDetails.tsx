// An etapa in depth, under its text (issue 24 item 4): who reads which text ("Mudar para todos"),
// its buttons' labels (saved like texts), the etapas before and after (links that open them), the
// example situation its preview opens in, and behind "detalhes" what developers need — where it
// is written, its input, validators, options, actions and guards with the file behind each.
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import { ChangeForAll } from './ChangeForAll.tsx';
import { ErrorNotice } from './Notice.tsx';
import { OptionLabels } from './OptionLabels.tsx';
import { StepCode } from './StepCode.tsx';
import type { Details } from './stepDetailsTypes.ts';

interface Props {
  draftId: string;
  step: string;
  head: string;
  editable: boolean;
  onOpenStep: (id: string) => void;
  onSaved: () => Promise<unknown>;
}

export function StepDetails({ draftId, step, head, editable, onOpenStep, onSaved }: Props) {
  const [details, setDetails] = useState<Details | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api<{ step: Details }>('GET', `/api/rascunhos/${encodeURIComponent(draftId)}/etapas/${encodeURIComponent(step)}`)
      .then((answer) => setDetails(answer.step))
      .catch(setError);
  }, [draftId, step, head]);
  if (error) return <ErrorNotice error={error} />;
  if (!details) return null;
  const { audience } = details;
  return (
    <section className="card stack" aria-labelledby="etapa-por-dentro">
      <h2 id="etapa-por-dentro">Esta etapa por dentro</h2>
      <div aria-label="Quem lê este texto" role="group">
        <p>
          <b>
            {audience.default.length} parceiro(s) leem o texto padrão{audience.default.length > 0 ? ':' : '.'}
          </b>{' '}
          {audience.default.join(', ')}
        </p>
        {audience.own.length > 0 && (
          <>
            <p>
              <b>{audience.own.length} têm um texto próprio (uma mudança no texto padrão não chega a eles):</b>
            </p>
            <ul>
              {audience.own.map((name) => (
                <li key={name}>
                  {name}: «{(audience.ownTexts[name] ?? []).join(' / ')}»
                </li>
              ))}
            </ul>
          </>
        )}
        {editable && <ChangeForAll draftId={draftId} step={step} head={head} texts={audience.defaultTexts} own={audience.own} onSaved={onSaved} />}
      </div>
      <OptionLabels draftId={draftId} step={step} head={head} options={details.options} editable={editable} onSaved={onSaved} />
      <Neighbours title="Antes desta etapa" links={details.before} empty="Nenhuma etapa leva até aqui." onOpen={onOpenStep} />
      <Neighbours title="Depois desta etapa" links={details.after} empty="A conversa pode terminar aqui." onOpen={onOpenStep} />
      <p className="muted" data-testid="situacao-da-previa">
        {details.situation
          ? `A prévia abre esta etapa como um visitante chega nela, na situação de exemplo: ${details.situation.words}`
          : 'Nenhuma situação de exemplo chega a esta etapa: a prévia a abre do começo da conversa.'}
      </p>
      <StepCode details={details} />
    </section>
  );
}

function Neighbours(props: { title: string; links: Details['before']; empty: string; onOpen: (id: string) => void }) {
  return (
    <div>
      <h3>{props.title}</h3>
      {props.links.length === 0 ? (
        <p className="muted">{props.empty}</p>
      ) : (
        <ul>
          {props.links.map((link) => (
            <li key={link.id}>
              {link.hasText ? (
                <button type="button" className="inline-link" onClick={() => props.onOpen(link.id)}>
                  {link.label}
                </button>
              ) : (
                <span>
                  {link.label} <span className="muted">(sem texto para editar)</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
