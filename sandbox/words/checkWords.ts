// The word check behind POST /api/lead/validar-palavras: refuses profanity and obvious
// gibberish in names, company names and e-mails. Deliberately conservative: a real name
// must never be refused, so only whole words and a few unambiguous stems count.
import data from '../data/palavras.json' with { type: 'json' };

export type WordCheck = { ok: true } | { ok: false; reason: 'palavrao' | 'sem_sentido'; message: string };

export const PROFANITY_MESSAGE = 'O texto contém palavras não permitidas.';
export const GIBBERISH_MESSAGE = 'O texto não parece ser válido.';

const profanity = new Set(data.palavroes);
const VOWELS = /[aeiouy]/;

export function checkWords(text: string): WordCheck {
  const words = wordsOf(text);
  if (words.some((w) => profanity.has(w) || data.radicais.some((stem) => w.startsWith(stem)))) {
    return { ok: false, reason: 'palavrao', message: PROFANITY_MESSAGE };
  }
  // Run the stems over the words joined too: "filho da puta" and "f.o.d.a" hide across separators.
  const joined = words.join('');
  if (data.radicais.some((stem) => joined.includes(stem) && stem.length >= 6)) {
    return { ok: false, reason: 'palavrao', message: PROFANITY_MESSAGE };
  }
  if (words.length === 0 || words.some(isGibberish)) return { ok: false, reason: 'sem_sentido', message: GIBBERISH_MESSAGE };
  return { ok: true };
}

/** Lower-case, accents removed, split at anything not a letter; e-mail domains' last label (com, br) is dropped. */
function wordsOf(text: string): string[] {
  let normalised = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (normalised.includes('@')) normalised = normalised.replace(/\.[a-z]{2,3}(\.[a-z]{2})?$/, '');
  return normalised.split(/[^a-z]+/).filter(Boolean);
}

function isGibberish(word: string): boolean {
  if (word.length >= 4 && !VOWELS.test(word)) return true; // "xkcdt", "bcdfg"
  if (/[^aeiouy]{5,}/.test(word)) return true; // five consonants in a row
  if (/(.)\1\1/.test(word)) return true; // "aaa", "kkkk"
  return data.sequenciasTeclado.some((seq) => word.includes(seq));
}
