// The coverage of the draft's conversation tests, on demand: "Calcular cobertura" runs every test
// of the draft on the server (seconds; remembered for this version of the files), then the map
// marks the steps and links no test reaches, with a box to stop marking them.
import { AppButton, CheckField } from '../parts/controls.tsx';
import { Notice } from '../parts/Notice.tsx';
import type { MapCoverage } from './mapTypes.ts';

interface Props {
  coverage: MapCoverage | null;
  computing: boolean;
  onCompute: () => void;
  shown: boolean;
  onShown: (shown: boolean) => void;
}

export function CoverageControl({ coverage, computing, onCompute, shown, onShown }: Props) {
  return (
    <section className="card stack" aria-labelledby="cobertura">
      <h2 id="cobertura">Cobertura dos testes</h2>
      {!coverage && (
        <>
          <p>Quais etapas e caminhos nenhum teste de conversa do rascunho percorre? O estúdio roda todos os testes para saber (alguns segundos).</p>
          <AppButton variant="secondary" onPress={onCompute} isDisabled={computing}>
            Calcular cobertura
          </AppButton>
          {computing && <Notice kind="info">Rodando os testes de conversa do rascunho…</Notice>}
        </>
      )}
      {coverage && !coverage.ok && <Notice kind="warn">{coverage.reason}</Notice>}
      {coverage?.ok && (
        <>
          <p data-testid="coverage-summary">
            {coverage.tests} {coverage.tests === 1 ? 'teste de conversa passa' : 'testes de conversa passam'} por {coverage.steps.covered} de{' '}
            {coverage.steps.total} etapas ({coverage.steps.percent}%) e por {coverage.links.covered} de {coverage.links.total} caminhos (
            {coverage.links.percent}%).{coverage.failed > 0 ? ` ${coverage.failed} deles falharam.` : ''}
          </p>
          <CheckField selected={shown} onChange={onShown}>
            Marcar no mapa o que nenhum teste percorre
          </CheckField>
        </>
      )}
    </section>
  );
}
