// A save refused because conversation tests assert the old words word for word (the server's 422
// teste_confere_texto): the tests named, what each checks, and "Atualizar o teste e salvar", which
// sends the same save again with the tests' new words written in it.
import { ApiError } from '../api.ts';
import { AppButton } from './controls.tsx';
import { Details, Notice } from './Notice.tsx';

interface Asserted {
  file: string;
  test: string;
  expected: string;
  proposed: string;
}

/** The tests of a teste_confere_texto refusal, or null for any other error. */
export function assertingTests(error: unknown): Asserted[] | null {
  if (!(error instanceof ApiError) || error.code !== 'teste_confere_texto') return null;
  return Array.isArray(error.extra.tests) ? (error.extra.tests as Asserted[]) : [];
}

export function TestsAsserting({ tests, busy, onUpdate }: { tests: Asserted[]; busy: boolean; onUpdate: () => unknown }) {
  const names = [...new Set(tests.map((one) => one.test))];
  return (
    <Notice kind="warn">
      <p>
        {names.length === 1 ? 'Um teste de conversa confere' : `${names.length} testes de conversa conferem`} estas palavras ao pé da letra. Nada foi salvo
        ainda.
      </p>
      <ul>
        {tests.map((one) => (
          <li key={`${one.file}-${one.test}-${one.expected}`}>
            «{one.test}» espera «{one.expected}»; com a mudança, passará a esperar «{one.proposed}».
          </li>
        ))}
      </ul>
      <AppButton onPress={onUpdate} isDisabled={busy}>
        Atualizar o teste e salvar
      </AppButton>
      <Details lines={[...new Set(tests.map((one) => one.file))]} />
    </Notice>
  );
}
