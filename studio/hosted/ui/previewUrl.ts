// Where the live preview of a draft opens (docs/studio-preview.md): the studio answers this
// address with a 303 to a fresh, short-lived link of the draft at that commit, so the frame needs
// no token of its own. The version in the address changes with every save, which reloads the frame.
export function previewUrl(draftId: string, partner: string, step: string, head: string | null): string {
  const query = new URLSearchParams({ parceiro: partner, etapa: step });
  if (head) query.set('versao', head);
  return `/api/rascunhos/${encodeURIComponent(draftId)}/previa/abrir?${query}`;
}
