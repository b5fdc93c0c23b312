// Item 3 of issue 14: the terms say the visitor read the group's regulation, so there is one to read.
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Journey } from './harness.ts';
import { atHolder, fillHolder } from './plansSetup.ts';

const NOTICE_285 = 'Resolução BCB nº 285';

/** The anchor of the proposal-terms message, as the chat renders it. */
function regulationLink(j: Journey): HTMLAnchorLike {
  const terms = j.conversation.messages.value.filter((m) => m.step === 'proposal-terms' && m.text).at(-1)!;
  const anchor = /<a href="([^"]*)" target="([^"]*)" rel="([^"]*)">([^<]*)<\/a>/.exec(terms.text!);
  if (!anchor) throw new Error(`no link in: ${terms.text}`);
  return { href: anchor[1], target: anchor[2], rel: anchor[3], text: anchor[4] };
}
interface HTMLAnchorLike {
  href: string;
  target: string;
  rel: string;
  text: string;
}

describe('item 3: the proposal terms link to the group regulation', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('links "regulamento do grupo" to the default regulation, in a new tab; the sandbox serves it as a PDF; the 285 notice stays', async () => {
    j = await atHolder({ categoriaId: 1, valorCredito: 20_000_000 });
    await fillHolder(j);
    expect(j.transcript().join('\n')).toContain(NOTICE_285);
    expect(j.lastBotTexts().at(-1)).toBe(
      'Ao confirmar, você declara que leu e concorda com o regulamento do grupo e com os termos da proposta. Posso gerar a sua proposta?',
    );
    const link = regulationLink(j);
    expect(link).toEqual({ href: '/api/documentos/regulamento.pdf', target: '_blank', rel: 'noopener noreferrer', text: 'regulamento do grupo' });

    // Opened in a new tab, so without the app key.
    const response = await j.sandbox.fetch(new Request(`http://sandbox.test${link.href}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getTitle()).toBe('Regulamento do Grupo de Consórcio');
    expect(pdf.getPageCount()).toBe(1);
  });

  it('a variant can point to its own regulation', async () => {
    const own = 'https://cdn.parceiro.com.br/regulamentos/grupo.pdf';
    j = await atHolder({ variantPatch: { regulamentoUrl: own } });
    await fillHolder(j);
    expect(regulationLink(j).href).toBe(own);
  });
});
