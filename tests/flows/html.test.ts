import { describe, expect, it } from 'vitest';
import { checkHtml } from '../../scripts/compiler/html.ts';

const messages = (text: string) => checkHtml(text).map((p) => p.message);

describe('checkHtml (texts are sanitised at build time by an allowlist)', () => {
  it('accepts the allowed tags and attributes, and plain "<" in text', () => {
    expect(messages('<b>a</b> <strong>b</strong> <i>c</i> <em>d</em> <u>e</u> <small>f</small><br><br/>')).toEqual([]);
    expect(messages('<ul><li>1</li></ul><ol><li>2</li></ol><p class="x">p</p><span class="y">s</span>')).toEqual([]);
    expect(messages('<a href="https://x.com" target="_blank" rel="noopener">x</a> <a href="/ajuda">y</a> <a href="tel:+5511">z</a>')).toEqual([]);
    expect(messages('parcelas < 3 e 5 <3')).toEqual([]);
  });

  it('rejects other tags, event handlers, style and javascript: URLs', () => {
    expect(messages('<script>alert(1)</script>')).toEqual([expect.stringMatching(/^<script> is not allowed/)]);
    expect(messages('<iframe src="x"></iframe>')).toEqual([expect.stringMatching(/^<iframe> is not allowed/)]);
    expect(messages('<b onclick="x()">a</b>')).toEqual(['event-handler attribute "onclick" is not allowed in texts']);
    expect(messages('<span style="color:red">a</span>')).toEqual(['attribute "style" is not allowed on <span> (allowed: class)']);
    expect(messages('<b class="x">a</b>')).toEqual(['attribute "class" is not allowed on <b>']);
    expect(messages('<a href="javascript:alert(1)">x</a>')).toEqual([expect.stringMatching(/^javascript: URLs are not allowed/)]);
    expect(messages('<a href="java&#x09;script:alert(1)">x</a>')).toEqual([expect.stringMatching(/^javascript: URLs are not allowed/)]);
    expect(messages('<a href=" JAVASCRIPT:alert(1)">x</a>')).toEqual([expect.stringMatching(/^javascript: URLs are not allowed/)]);
    expect(messages('<!-- x -->')).toEqual(['HTML comments and declarations are not allowed in texts']);
  });

  it('balances tags, so an unclosed or misnested <b> cannot turn the rest of a bubble bold', () => {
    expect(messages('Parcela de <b>R$ 100 por mês')).toEqual(['<b> is never closed, so the rest of the bubble would be formatted by it (add </b>)']);
    expect(messages('<b>crédito <i>integral</b></i>')).toEqual(['</b> closes <b> while <i> inside it is still open (close </i> first)']);
    expect(messages('sem juros</b>')).toEqual(['</b> closes nothing: no <b> is open here (remove it, or add <b> before)']);
    expect(messages('<b>a</b><br><i>b<br/></i>')).toEqual([]);
  });
});
