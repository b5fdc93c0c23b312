// Where the live preview of a draft lives (issue 24 item 6, built by another engineer): the one
// place the editor asks. Returns null until the preview endpoint exists; wiring it in is one line,
// e.g. `return \`/api/rascunhos/${draftId}/previa?parceiro=${partner}&etapa=${step}\``.
export function previewUrl(_draftId: string, _partner: string, _step: string): string | null {
  return null;
}
