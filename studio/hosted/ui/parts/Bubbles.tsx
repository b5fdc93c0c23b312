// A step's texts as chat bubbles in the partner's colours, before or after a change, with the
// words that changed marked (a word diff: removed words struck through before, added ones
// underlined after — marked by more than colour, so they read in any palette).
import { diffWords } from 'diff';
import type { Colors } from '../api.ts';

/** The text as a visitor reads it, without the markup the chat renders. */
export function plain(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ');
}

function Marked({ before, after, side }: { before: string; after: string; side: 'before' | 'after' }) {
  const parts = diffWords(plain(before), plain(after));
  return (
    <>
      {parts.map((part, i) => {
        const key = `${i}-${part.value}`;
        if (part.added) return side === 'after' ? <ins key={key}>{part.value}</ins> : null;
        if (part.removed) return side === 'before' ? <del key={key}>{part.value}</del> : null;
        return <span key={key}>{part.value}</span>;
      })}
    </>
  );
}

export function Bubbles({ texts, other, side, colors, label }: { texts: string[]; other: string[]; side: 'before' | 'after'; colors: Colors; label: string }) {
  return (
    <figure className="chat-figure">
      <figcaption className="legend">{label}</figcaption>
      <div className="chat" style={{ background: colors.background }}>
        {texts.length === 0 && <p className="bubble empty">(nenhum texto)</p>}
        {texts.map((text, i) => (
          <p key={`${i}-${text}`} className="bubble" style={{ background: colors.bubble, color: colors.text }}>
            <Marked before={side === 'before' ? text : (other[i] ?? '')} after={side === 'after' ? text : (other[i] ?? '')} side={side} />
          </p>
        ))}
      </div>
    </figure>
  );
}
