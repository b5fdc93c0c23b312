// The overview of the draft's conversation (the old studio's first page): its parts with their
// step counts, where the conversation starts, and every problem of the draft's files as a list
// whose items open their etapa. The files and file:line stay behind "detalhes".
import { Link } from 'react-router-dom';
import { Details, Notice } from '../parts/Notice.tsx';
import type { FlowMap, MapProblem } from './mapTypes.ts';

interface Props {
  map: FlowMap;
  /** Where an etapa opens: the draft editor when it has texts, else the map on it. */
  stepLink: (stepId: string) => string;
  partLink: (part: string) => string;
}

export function MapOverview({ map, stepLink, partLink }: Props) {
  const start = map.steps.find((s) => s.id === map.start);
  return (
    <section className="card" aria-labelledby="partes">
      <h2 id="partes">Partes da conversa</h2>
      <p>
        {map.steps.length} etapas em {map.parts.length} partes; a conversa começa em{' '}
        {start ? <Link to={stepLink(start.id)}>“{start.text || start.id}”</Link> : map.start}.
      </p>
      <table className="map-table" data-testid="flow-files">
        <thead>
          <tr>
            <th scope="col">Parte</th>
            <th scope="col">Etapas</th>
          </tr>
        </thead>
        <tbody>
          {map.parts.map((p) => (
            <tr key={p.file}>
              <td>
                <Link to={partLink(p.part)}>{p.name}</Link>
              </td>
              <td>{p.steps.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Details lines={map.parts.map((p) => `${p.file}: ${p.steps.length} etapas`)} />
      <Problems problems={map.problems} stepLink={stepLink} />
    </section>
  );
}

function Problems({ problems, stepLink }: { problems: readonly MapProblem[]; stepLink: (stepId: string) => string }) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return (
    <>
      <h2 id="problemas">Problemas ({problems.length})</h2>
      {problems.length === 0 && <p>Nenhum problema: o conteúdo deste rascunho segue todas as regras.</p>}
      {problems.length > 0 && (
        <p className="muted">
          {errors} {errors === 1 ? 'erro' : 'erros'} (impedem a publicação) e {problems.length - errors} {problems.length - errors === 1 ? 'aviso' : 'avisos'}.
        </p>
      )}
      <ul className="list" aria-labelledby="problemas" data-testid="problems">
        {problems.map((p, i) => (
          <li key={`${i}-${p.detail}`} className={`problem problem--${p.severity}`}>
            <span className={`badge ${p.severity === 'error' ? 'conflito' : 'alteracoes_pedidas'}`}>{p.severity === 'error' ? 'Erro' : 'Aviso'}</span>
            <span className="problem__text">{p.message}</span>
            {p.step && <Link to={stepLink(p.step)}>Abrir a etapa</Link>}
            <Details lines={[p.detail]} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Errors said at the top of the map, which still shows what the files' readable parts hold. */
export function ErrorBanner({ problems }: { problems: readonly MapProblem[] }) {
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length === 0) return null;
  return (
    <div data-testid="error-banner">
      <Notice kind="error">
        <p>
          {errors.length === 1 ? 'Este rascunho tem um erro' : `Este rascunho tem ${errors.length} erros`}: o mapa mostra o que foi possível ler. Veja a lista
          de problemas abaixo.
        </p>
        <Details lines={errors.map((p) => p.detail)} />
      </Notice>
    </div>
  );
}
