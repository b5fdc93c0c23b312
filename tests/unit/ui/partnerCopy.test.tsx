// @vitest-environment jsdom
// A partner renames buttons and labels in its variant file (`ui:`), and the chat shows its words:
// from the YAML through the compiler and the conversation to the screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import { copyParams } from '../../../scripts/compiler/uiCopy.ts';
import { createConversation } from '../../../src/engine/createConversation.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import { uiCopy } from '../../../src/engine/uiCopy.ts';
import type { UiCopyId } from '../../../src/generated/uiCopy.ts';
import { App } from '../../../src/ui/App.tsx';
import type { AnyBindingNames } from '../../../src/engine/bindings.ts';
import { InputBar } from '../../../src/ui/InputBarSlot.tsx';
import { MessageComponent } from '../../../src/ui/MessageComponentSlot.tsx';
import { createFakeConversation } from './fakeConversation.ts';
import { apiClient } from '../../../src/api/index.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { CardFrameApp } from '../../../src/cardFrame/CardFrameApp.tsx';
import { initSentToFrame } from '../payment/inProcessCardModal.tsx';

// As on the page, where they are fetched while the visitor reads the greeting (prefetchFirstClick.ts).
await Promise.all([InputBar.preload(), MessageComponent.preload()]);

afterEach(() => cleanup());

const ROOT = join(import.meta.dirname, '..', '..', '..');
const UI_YAML = readFileSync(join(ROOT, 'flows', 'ui.yaml'), 'utf8');
const DEFAULTS = readFileSync(join(ROOT, 'variants', 'defaults.yaml'), 'utf8');
const FLOW = 'start: a\nsteps:\n  a:\n    say: Olá\n    end: true\n';

/** Compiles the real ui copy with a partner file; returns the partner as the chat would get it. */
function partner(variantYaml: string) {
  const result = compileFlows({
    root: '/in-memory',
    strict: true,
    files: { 'flows/a.yaml': FLOW, 'flows/ui.yaml': UI_YAML, 'variants/defaults.yaml': DEFAULTS, 'variants/parceiro.yaml': variantYaml },
  });
  return { result, variant: result.variants.parceiro };
}

describe('a partner renames the interface through its variant file', () => {
  it('any copy id can be overridden, with the parameters of its text, and the lookup returns the new words', () => {
    const { flow } = compileFlows({ root: ROOT });
    const ids = Object.keys(flow.ui ?? {}) as UiCopyId[];
    expect(ids.length).toBeGreaterThan(90);
    const renamed = (id: string) =>
      `Parceiro ${id}${copyParams(flow.ui![id])
        .map((p) => ` {${p}}`)
        .join('')}`;
    const yaml = `route: /parceiro\ncampanhaId: 1\ncompraId: 2\nempresaId: 3\nui:\n${ids.map((id) => `  ${id}: '${renamed(id)}'`).join('\n')}\n`;
    const { result, variant } = partner(yaml);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`)).toEqual([]);
    const copy = uiCopy(result.flow.ui ?? {}, variant.ui);
    for (const id of ids) {
      const params = Object.fromEntries(copyParams(flow.ui![id]).map((p) => [p, 1]));
      expect((copy as (id: string, params?: object) => string)(id, params)).toBe(
        `Parceiro ${id}${Object.keys(params)
          .map(() => ' 1')
          .join('')}`,
      );
    }
  });

  it('the conversation hands the partner copy to actions and screens', () => {
    const { variant } = partner("route: /parceiro\ncampanhaId: 1\ncompraId: 2\nempresaId: 3\nui:\n  planContinue: 'AVANÇAR'\n");
    const conversation = createConversation<AnyBindingNames>({
      flow: { start: 'a', steps: { a: { say: 'Olá', end: true } }, messages: {}, ui: { planContinue: 'CONTINUAR', cardBack: 'VOLTAR' } },
      variant,
      actions: {},
      guards: {},
      validators: {},
      masks: {},
      components: {},
      formatters: {},
    });
    expect(conversation.context.copy('planContinue')).toBe('AVANÇAR');
    expect(conversation.context.copy('cardBack')).toBe('VOLTAR');
  });

  it('the header menu, the input hint and the card buttons show the partner words', async () => {
    const { variant } = partner(
      [
        'route: /parceiro',
        'campanhaId: 1',
        'compraId: 2',
        'empresaId: 3',
        'ui:',
        "  menuHome: 'Página inicial'",
        "  inputHint: 'Tecle ENTER:'",
        "  privacyNotice: '*Veja a política do parceiro'",
        "  cardSubmit: 'PAGAR AGORA'",
        "  cardBack: 'CANCELAR'",
        "  cardModalInstalments: '· em até {maxInstalments} vezes'",
      ].join('\n') + '\n',
    );
    const asking = createFakeConversation({ variant, pending: { kind: 'input', step: 'x', field: 'lead.nome', inputKind: 'text' } });
    const page = render(<App conversation={asking} />);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Página inicial' })).toBeTruthy();
    expect(screen.getByText('Tecle ENTER:')).toBeTruthy();
    expect(screen.getByText('*Veja a política do parceiro')).toBeTruthy();
    page.unmount();

    const step = 'payment-credit-card-select';
    const paying = createFakeConversation({
      variant,
      messages: [{ sender: 'bot', component: 'cardPaymentModal', step }],
      pending: { kind: 'component', step, name: 'cardPaymentModal' },
    });
    const state = initialState();
    paying.$state.value = { ...state, proposal: { ...state.proposal, propostaId: '1', formasPagamento: [5] }, payment: { ...state.payment, valor: 10_000 } };
    render(<App conversation={paying} />);
    // The modal is a lazy chunk: on a busy machine it takes a while to arrive. Its form lives in the
    // card frame (issue 28 item 8), which shows the texts the page sends it.
    const frame = (await screen.findByTestId('card-frame', {}, { timeout: 10_000 })) as HTMLIFrameElement;
    const init = await initSentToFrame(frame);
    cleanup();
    render(<CardFrameApp init={init} post={() => {}} api={apiClient()} apiError={ApiError} />);
    expect(screen.getByRole('button', { name: 'PAGAR AGORA' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CANCELAR' })).toBeTruthy();
    // The instalment count is data (MAX_CARD_INSTALMENTS), the words around it the partner's.
    expect(screen.getByRole('dialog').textContent).toContain('· em até 3 vezes');
    expect(screen.queryByText('FINALIZAR PAGAMENTO')).toBeNull();
  });
});
