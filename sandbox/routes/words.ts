import { Hono } from 'hono';
import type { ValidarPalavrasResponse } from '../../src/generated/api.ts';
import type { Sandbox } from '../context.ts';
import { insertWordRejection } from '../store/audit.ts';
import { parseBody } from '../validation.ts';
import { checkWords } from '../words/checkWords.ts';
import { API } from '../../src/api/apiPaths.ts';

/** POST /api/lead/validar-palavras (body: the text) → 200 { success: true } or { success: false, message }. */
export function wordRoutes(sb: Sandbox) {
  return new Hono().post(API.checkWords.path, async (c) => {
    const text = await parseBody<string>(c, 'ValidarPalavrasRequest');
    const result = checkWords(text);
    if (result.ok) return c.json({ success: true } satisfies ValidarPalavrasResponse);
    insertWordRejection(sb.db, text, result.reason);
    return c.json({ success: false, message: result.message } satisfies ValidarPalavrasResponse);
  });
}
