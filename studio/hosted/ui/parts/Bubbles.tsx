// A step's texts as chat bubbles in the partner's colours, before or after a change, as a visitor
// reads them in the example situation: each placeholder shows its example value, marked as one
// (<mark title="exemplo">), and the words that changed are marked too (a word diff: removed words
// struck through before, added ones underlined after — marked by more than colour, so they read in
// any palette).
import { diffWords } from 'diff';
import type { ReactNode } from 'react';
import type { Colors, ShownPiece } from '../api.ts';

/** The text as a visitor reads it, without the markup the chat renders. */
export function plain(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ');
}

// An example value travels through the word diff between these two private-use characters, so
// the diff compares what the visitor reads and the mark survives however the diff cuts the text.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const EDGES = /([\uE000\uE001])/;

/** The pieces as one plain text, example values between OPEN and CLOSE. */
export function shownText(pieces: readonly ShownPiece[]): string {
  return pieces.map((piece) => (piece.example ? `${OPEN}${piece.text}${CLOSE}` : plain(piece.text))).join('');
}

/** Splits a diff part at the example edges, wrapping what lies inside one in a mark. */
function withMarks(value: string, inside: { now: boolean }, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  value.split(EDGES).forEach((bit, i) => {
    if (bit === OPEN || bit === CLOSE) inside.now = bit === OPEN;
    else if (bit !== '' && inside.now)
      out.push(
        <mark key={`${key}-${i}`} title="exemplo">
          {bit}
        </mark>,
      );
    else if (bit !== '') out.push(bit);
  });
  return out;
}

function Marked({ before, after, side }: { before: string; after: string; side: 'before' | 'after' }) {
  const parts = diffWords(before, after);
  const inside = { now: false };
  return (
    <>
      {parts.map((part, i) => {
        const key = `${i}-${part.value}`;
        const mine = part.added ? side === 'after' : part.removed ? side === 'before' : true;
        if (!mine) return null;
        const shown = withMarks(part.value, inside, key);
        if (part.added) return <ins key={key}>{shown}</ins>;
        if (part.removed) return <del key={key}>{shown}</del>;
        return <span key={key}>{shown}</span>;
      })}
    </>
  );
}

export function Bubbles({
  texts,
  other,
  side,
  colors,
  label,
}: {
  texts: ShownPiece[][];
  other: ShownPiece[][];
  side: 'before' | 'after';
  colors: Colors;
  label: string;
}) {
  const mine = texts.map(shownText);
  const theirs = other.map(shownText);
  return (
    <figure className="chat-figure">
      <figcaption className="legend">{label}</figcaption>
      <div className="chat" style={{ background: colors.background }}>
        {mine.length === 0 && <p className="bubble empty">(nenhum texto)</p>}
        {mine.map((text, i) => (
          <p key={`${i}-${text}`} className="bubble" style={{ background: colors.bubble, color: colors.text }}>
            <Marked before={side === 'before' ? text : (theirs[i] ?? '')} after={side === 'after' ? text : (theirs[i] ?? '')} side={side} />
          </p>
        ))}
      </div>
    </figure>
  );
}
