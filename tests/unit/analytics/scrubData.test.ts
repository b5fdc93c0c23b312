import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_FIELDS } from '../../../src/analytics/eventFields.ts';
import type { AnalyticsEventName } from '../../../src/analytics/port.ts';
import { scrubData } from '../../../src/analytics/scrubData.ts';

afterEach(() => vi.restoreAllMocks());

const events = Object.keys(EVENT_FIELDS) as AnalyticsEventName[];

describe("item 7: the 'Proposta Gerada' event keeps contrato (scrub by field, not by digit count)", () => {
  it('keeps the 10-digit contract number and the other Proposta Gerada fields', () => {
    const data = {
      propostaId: '500001',
      contrato: '2025000001',
      leadId: '1234567890',
      planoId: 77,
      plano: 'Integral',
      valorCredito: 5_000_000,
      produtoCategoria: 'Carro',
      tipoPessoa: 0,
    };
    const report = vi.fn();
    expect(scrubData('Proposta Gerada', data, report)).toEqual(data);
    expect(report).not.toHaveBeenCalled();
  });

  it.each(events)('every declared property of "%s" passes through, whatever its value looks like', (event) => {
    const report = vi.fn();
    // Values shaped like phones, CPFs and CNPJs: business ids of those lengths must not be mistaken for them.
    const looksPersonal = ['11987654321', '2025000001', '11222333000181', '+5511987654321'];
    const data = Object.fromEntries(EVENT_FIELDS[event].map((field, i) => [field, looksPersonal[i % looksPersonal.length]]));
    expect(scrubData(event, data, report)).toEqual(data);
    expect(report).not.toHaveBeenCalled();
  });

  it.each(events)('"%s" drops fields it does not declare, personal ones above all', (event) => {
    const report = vi.fn();
    const stray = { email: 'maria@exemplo.com.br', telefone: '(11) 98765-4321', cpfCnpj: '529.982.247-25', nome: 'Maria' };
    expect(scrubData(event, stray, report)).toEqual({});
    // One report per field, naming it and the event, never its value.
    expect(report.mock.calls.map(([problem]) => [problem.kind, problem.name, problem.message.match(/^dropped "(\w+)"/)?.[1]])).toEqual(
      Object.keys(stray).map((key) => ['analytics-field-dropped', event, key]),
    );
    expect(JSON.stringify(report.mock.calls)).not.toContain('maria@');
  });

  it('no event declares a personal-data field (those travel hashed in pii)', () => {
    const personal = /^(e-?mail|telefone\w*|phone|celular|cpf|cnpj|cpfcnpj|nome|nomerazao|nascimentofundacao|cep)$/i;
    for (const event of events)
      expect(
        EVENT_FIELDS[event].filter((field) => personal.test(field)),
        event,
      ).toEqual([]);
  });
});
