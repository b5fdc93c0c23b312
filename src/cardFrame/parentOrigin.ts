// Which page may talk to the card frame: the one its address names (?origem=), when the browser
// agrees that this page embeds it (location.ancestorOrigins, where the browser has it). The frame's
// own policy (frame-ancestors) lets only the chat's origins embed it at all.
export function parentOrigin(here: Location = location, parent: Window = window.parent): string | null {
  if (parent === window) return null;
  let named: string;
  try {
    named = new URL(new URLSearchParams(here.search).get('origem') ?? '').origin;
  } catch {
    return null;
  }
  const ancestors = here.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== named) return null;
  return named === 'null' ? null : named;
}
