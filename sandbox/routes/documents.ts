// Public documents: what <img src> and a new browser tab open, which cannot send the
// X-App-Key header. Each URL holds an unguessable id (128 random bits), shown only to whoever
// holds the proposal's token, so the key is not needed.
import { Hono } from 'hono';
import QRCode from 'qrcode';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_ILLUSTRATIONS, categoryById } from '../../src/domain/categories.ts';
import { repositoryRoot } from '../config.ts';
import { formatCpf, formatCnpj } from '@brazilian-utils/brazilian-utils';
import type { Sandbox } from '../context.ts';
import { notFound } from '../httpError.ts';
import { boletoPdf } from '../payments/boletoPdf.ts';
import { approvedPayment, paymentByDocument, type PaymentMethod } from '../store/payments.ts';
import { HttpError } from '../httpError.ts';
import { proposalById } from '../store/proposals.ts';
import { regulationPdf } from '../proposal/regulationPdf.ts';
import type { BoletoDetails } from './boleto.ts';
import type { PixDetails } from './pix.ts';
import { API } from '../../src/api/apiPaths.ts';

// 128 random bits (old 24-character HMAC ids are refused: they were computable).
const DOC_ID = /^([0-9a-f]{32})\.(png|pdf)$/;

/**
 * GET /api/categoria/{id}.svg, /api/pagamento/pix/{doc}.png, /api/pagamento/boleto/{doc}.pdf,
 * /api/documentos/regulamento.pdf (the sample group regulation) — no app key.
 */
export function documentRoutes(sb: Sandbox) {
  return new Hono()
    .get(API.categoryImage.path, (c) => {
      const category = categoryById(Number(c.req.param('file').replace(/\.svg$/, '')));
      if (!category || !c.req.param('file').endsWith('.svg')) throw notFound('Imagem não encontrada');
      return c.body(categoryIllustration(category.tipoBem), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        // Opened on its own an SVG is a document: no script, nothing loaded (as the app's own images).
        'Content-Security-Policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .get(API.pixImage.path, async (c) => {
      const doc = DOC_ID.exec(c.req.param('file'));
      const payment = doc && doc[2] === 'png' ? paymentByDocument<PixDetails>(sb.db, 'pix', doc[1]) : undefined;
      if (!payment) throw notFound('QR Code não encontrado');
      // A closed charge shows no QR code: paying it would charge the proposal twice.
      if (payment.status === 'cancelado') throw new HttpError(410, closedNotice(sb, payment.proposalId, 'pix'), 'COBRANCA_ENCERRADA');
      const png = await QRCode.toBuffer(payment.detalhes.qrCode, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
      return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'private, max-age=3600' });
    })
    .get(API.regulation.path, async (c) =>
      c.body(new Uint8Array(await regulationPdf()), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'inline; filename="regulamento-do-grupo.pdf"',
        'Cache-Control': 'public, max-age=86400',
      }),
    )
    .get(API.boletoPdf.path, async (c) => {
      const doc = DOC_ID.exec(c.req.param('file'));
      const payment = doc && doc[2] === 'pdf' ? paymentByDocument<BoletoDetails>(sb.db, 'boleto', doc[1]) : undefined;
      const proposal = payment && proposalById(sb.db, payment.proposalId);
      if (!payment || !proposal) throw notFound('Boleto não encontrado');
      const d = payment.detalhes;
      const pdf = await boletoPdf({
        linha: d.linha,
        barcode: d.codigoBarras,
        amount: payment.valor,
        due: brDate(d.vencimento),
        nossoNumero: d.nossoNumero,
        payerName: proposal.nomeRazao,
        payerDocument: proposal.cpfCnpj.length === 11 ? formatCpf(proposal.cpfCnpj) : formatCnpj(proposal.cpfCnpj),
        contrato: proposal.contrato,
        issued: brDate(d.emissao),
        notice: payment.status === 'cancelado' ? closedNotice(sb, proposal.id, 'boleto') : undefined,
      });
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="boleto-${proposal.contrato}.pdf"`,
        // The payer's name and CPF: no shared cache may keep it, no link may leak its address.
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex',
      });
    });
}

const METHOD_NAMES: Record<PaymentMethod, string> = { pix: 'Pix', boleto: 'boleto', cartao: 'cartão de crédito' };

/** Why a charge is closed, on its document: the proposal was paid by another method. */
function closedNotice(sb: Sandbox, proposalId: number, kind: 'pix' | 'boleto'): string {
  const paid = approvedPayment(sb.db, proposalId);
  // Closed by a payment, or replaced by a newer charge of the proposal (one live charge at a time).
  const how = paid ? `a proposta já foi paga por ${METHOD_NAMES[paid.metodo]}` : 'outra cobrança foi emitida para esta proposta';
  return kind === 'pix' ? `Esta cobrança Pix foi encerrada: ${how}. Não pague este QR Code.` : `BOLETO CANCELADO: ${how}. Não pague este boleto.`;
}

const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** The illustration a real API's CDN would serve for the category (issue 26 item 4): the app's own
 * drawing of the asset (public/categorias/), read once. */
const illustrations = new Map<string, string>();
function categoryIllustration(tipoBem: keyof typeof CATEGORY_ILLUSTRATIONS): string {
  const name = CATEGORY_ILLUSTRATIONS[tipoBem];
  let svg = illustrations.get(name);
  if (svg === undefined) {
    svg = readFileSync(join(repositoryRoot(), 'public', 'categorias', `${name}.svg`), 'utf8');
    illustrations.set(name, svg);
  }
  return svg;
}
