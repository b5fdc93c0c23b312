// Above the map: whose texts the boxes show, which part is drawn, the search (by code or by words,
// ignoring accents), and the legend in words.
import { Input, Label, SearchField, Text } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { SelectField } from '../parts/controls.tsx';
import { ALL_PARTS } from './mapLinks.ts';
import type { FlowMap, MapStep } from './mapTypes.ts';

/** The partner choice that means "the conversation's own texts". */
const NO_PARTNER = 'conversa';

interface ToolbarProps {
  map: FlowMap;
  partner: string | null;
  onPartner: (partner: string | null) => void;
  part: string | null;
  onPart: (part: string) => void;
  query: string;
  onQuery: (query: string) => void;
  /** Enter in the search field. */
  onSearch: () => void;
}

export function MapToolbar({ map, partner, onPartner, part, onPart, query, onQuery, onSearch }: ToolbarProps) {
  const partners = [
    { id: NO_PARTNER, label: 'Textos da conversa (sem parceiro)' },
    ...map.partners.map((p) => ({ id: p.name, label: `${p.title.split('|')[0].trim()} (${p.name})` })),
  ];
  const parts = [
    { id: ALL_PARTS, label: `Todas as partes (${map.steps.length} etapas)` },
    ...map.parts.map((p) => ({ id: p.part, label: `${p.name} (${p.steps.length})` })),
  ];
  return (
    <div className="card grid-2 map-toolbar">
      <SelectField
        label="Textos de qual parceiro"
        choices={partners}
        selected={partner ?? NO_PARTNER}
        onSelect={(id) => onPartner(id === NO_PARTNER ? null : id)}
      />
      {part && <SelectField label="Parte da conversa" choices={parts} selected={part} onSelect={onPart} />}
      <SearchField className="field" value={query} onChange={onQuery} onSubmit={onSearch}>
        <Label>Procurar etapa</Label>
        <Input className="select-button" />
        <Text slot="description">Pelo código ou por palavras do texto (sem acentos também vale).</Text>
      </SearchField>
    </div>
  );
}

interface ResultsProps {
  query: string;
  matches: readonly MapStep[];
  partName: (stepId: string) => string;
  /** On the map: show the step there. */
  onShow?: (stepId: string) => void;
  /** On the first view: the link that opens the step's part on it. */
  linkTo?: (stepId: string) => string;
}

export function SearchResults({ query, matches, partName, onShow, linkTo }: ResultsProps) {
  return (
    <ul className="list map-results" aria-label="Resultados da busca">
      {matches.length === 0 && <li>Nenhuma etapa tem “{query}”.</li>}
      {matches.slice(0, 12).map((m) => {
        const words = m.text || m.id;
        return (
          <li key={m.id} data-step={m.id}>
            {linkTo ? (
              <Link to={linkTo(m.id)}>{words}</Link>
            ) : (
              <button type="button" className="linklike" onClick={() => onShow?.(m.id)}>
                {words}
              </button>
            )}
            <span className="muted">{partName(m.id)}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function MapLegend({ coverage }: { coverage: boolean }) {
  return (
    <p className="flow-map__legend" aria-label="Legenda">
      <span className="legend-item legend--error">aviso de erro</span>
      <span className="legend-item legend--end">fim da conversa</span>
      <span className="legend-item legend--unreachable">inalcançável: nenhum caminho chega</span>
      <span className="legend-item legend--dead-end">sem saída: a conversa para sem terminar</span>
      {coverage && <span className="legend-item legend--untested">sem teste: nenhum teste de conversa passa por aqui (caminho tracejado)</span>}
      <span>Cada seta diz por que a conversa segue por ela. Clique no texto de uma etapa para abri-la no editor.</span>
    </p>
  );
}
