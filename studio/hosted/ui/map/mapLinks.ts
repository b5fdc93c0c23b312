// Where the map's links go, from the page's address: a part's map, a step on the map, a step in
// the draft editor (only steps with texts are listed there), and the address with one parameter
// changed. One place, so the cards, the overview, the search and the boxes agree.
import { useCallback, useMemo } from 'react';
import type { FlowMap } from './mapTypes.ts';

export const ALL_PARTS = 'todas';

export function useMapLinks(id: string, map: FlowMap | null, params: URLSearchParams) {
  const partner = params.get('parceiro');
  const partOf = useMemo(() => new Map(map?.parts.flatMap((p) => p.steps.map((s) => [s, p] as const)) ?? []), [map]);
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    // A part chosen or left: the focused step was the old part's.
    if (key === 'parte') next.delete('etapa');
    return `?${next.toString()}`;
  };
  const editorLink = useCallback(
    (stepId: string) => {
      if (!map?.steps.find((s) => s.id === stepId)?.hasTexts) return null;
      return `/rascunhos/${id}?etapa=${encodeURIComponent(stepId)}${partner ? `&parceiro=${encodeURIComponent(partner)}` : ''}`;
    },
    [map, id, partner],
  );
  const focusLink = (stepId: string) => {
    const next = new URLSearchParams(params);
    next.set('parte', partOf.get(stepId)?.part ?? ALL_PARTS);
    next.set('etapa', stepId);
    return `?${next.toString()}`;
  };
  return {
    withParam,
    partLink: (part: string) => withParam('parte', part),
    editorLink,
    focusLink,
    /** The editor when the step has texts, else the map on it. */
    stepLink: (stepId: string) => editorLink(stepId) ?? focusLink(stepId),
    partName: (stepId: string) => partOf.get(stepId)?.name ?? '',
  };
}
