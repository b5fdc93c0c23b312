// Placeholders in flow texts: values escaped, formatters applied, paths read and written immutably.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatters } from '../../../src/engine/formatters.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import { interpolate } from '../../../src/engine/interpolate.ts';
import { getPath, setPath } from '../../../src/engine/paths.ts';
import { chatOver, FAKE_LOAD, transcript, wait } from './fixtures.ts';

describe('interpolate', () => {
  const state = setPath(setPath(initialState(), 'lead.nome', 'maria da silva'), 'plan.planoValorPagamento', 123456);

  it('lets a link address be only a web, mail, phone or relative address (a javascript: value goes nowhere)', () => {
    const link = '<a href="{plan.regulamentoUrl}">regulamento</a>';
    const at = (url: string) => interpolate(link, setPath(initialState(), 'plan.regulamentoUrl', url), formatters);
    expect(at('https://cdn.example/regulamento.pdf')).toBe('<a href="https://cdn.example/regulamento.pdf">regulamento</a>');
    expect(at('/api/documentos/regulamento.pdf')).toBe('<a href="/api/documentos/regulamento.pdf">regulamento</a>');
    expect(at('javascript:alert(1)')).toBe('<a href="#">regulamento</a>');
    expect(at(' JavaScript:alert(1)')).toBe('<a href="#">regulamento</a>');
  });

  it('replaces placeholders with state values and keeps the text around them', () => {
    expect(interpolate('Olá, <b>{lead.nome}</b>!', state, formatters)).toBe('Olá, <b>maria da silva</b>!');
  });

  it('escapes HTML in values, never in the flow text', () => {
    const hostile = setPath(state, 'lead.nome', `<b>Zé</b> & "O'Neil"`);
    expect(interpolate('<i>{lead.nome}</i>', hostile, formatters)).toBe('<i>&lt;b&gt;Zé&lt;/b&gt; &amp; &quot;O&#39;Neil&quot;</i>');
  });

  it('applies formatters', () => {
    expect(interpolate('Primeira parcela: {plan.planoValorPagamento|brl}', state, formatters)).toBe('Primeira parcela: R$\u00a01.234,56');
    expect(interpolate('{lead.nome|firstName}, {lead.nome|upper}', state, formatters)).toBe('maria, MARIA DA SILVA');
    expect(interpolate('{lead.nome|lower}', setPath(state, 'lead.nome', 'ÁLVARO'), formatters)).toBe('álvaro');
  });

  it('shows empty text for a missing path and leaves other braces alone', () => {
    expect(interpolate('[{lead.apelido}] { nada } {x}', state, formatters)).toBe('[] { nada } {x}');
  });

  it('falls back to the plain value, reported, for an unknown formatter', () => {
    const report = vi.fn();
    expect(interpolate('{lead.nome|shout}', state, formatters, report)).toBe('maria da silva');
    expect(report).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ kind: 'unknown-formatter', name: 'shout' }));
  });
});

describe('formatters', () => {
  it('formats centavos as reais and tolerates empty values', () => {
    expect(formatters.brl(3000000)).toBe('R$\u00a030.000,00');
    expect(formatters.brl(undefined)).toBe('R$\u00a00,00');
    expect(formatters.firstName('  Ana   Paula ')).toBe('Ana');
    expect(formatters.firstName('')).toBe('');
  });
});

describe('paths', () => {
  it('writes a copy and leaves the original and the other slices untouched', () => {
    const before = initialState();
    const after = setPath(before, 'lead.email', 'ana@exemplo.com.br');
    expect(before.lead.email).toBe('');
    expect(getPath(after, 'lead.email')).toBe('ana@exemplo.com.br');
    expect(after.plan).toBe(before.plan);
  });

  it('does not read inherited properties', () => {
    expect(getPath(initialState(), 'lead.constructor')).toBeUndefined();
  });
});

describe('texts in a conversation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('greets by first name, with a typed name escaped', async () => {
    const chat = chatOver({
      name: { say: 'Qual o seu nome?', input: { field: 'lead.nome' }, next: 'greet' },
      greet: { say: 'Prazer, {lead.nome|firstName}! Seu nome completo: {lead.nome}' },
    });
    void chat.start();
    await wait(FAKE_LOAD);
    void chat.answer('<b>Ana</b> Souza');
    await wait(FAKE_LOAD);
    expect(transcript(chat)).toEqual([
      'bot: Qual o seu nome?',
      'user: <b>Ana</b> Souza',
      'bot: Prazer, &lt;b&gt;Ana&lt;/b&gt;! Seu nome completo: &lt;b&gt;Ana&lt;/b&gt; Souza',
    ]);
  });
});
