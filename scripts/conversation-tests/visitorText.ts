// What a visitor reads of a bot message: the one HTML-to-text rule of the conversation harness,
// for `npm run flows:test` and the TypeScript conversation tests alike.

/** Message HTML as a visitor reads it: line breaks kept, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, '\u00a0')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // Last, so an escaped entity ("&amp;lt;", a visitor who typed "&lt;") reads as typed.
      .replace(/&amp;/g, '&')
  );
}

/** A text as an editor types it into a YAML test: money reads "R$ 600,00" with a no-break space
 * (Intl's), editors type a plain one. */
export function asTyped(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
