// A step's `say` in one text box: several bubbles are written separated by a blank line, and read
// back the same way ("for this variant only", "change it for all").
export function bubblesAsText(say: string | string[]): string {
  return Array.isArray(say) ? say.join('\n\n') : say;
}

/** The box's text as the value to save: a list of bubbles when the step speaks in several. */
export function textAsBubbles(text: string, say: string | string[]): string | string[] {
  if (!Array.isArray(say)) return text;
  return text
    .split(/\n\s*\n/)
    .map((t) => t.trim())
    .filter(Boolean);
}
