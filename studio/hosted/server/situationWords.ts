// The example situation (flows/fixtures/*.yaml) the preview opens an etapa in, in the editors'
// words: the fixture's own `descricao`, its placeholders filled from the fixture's state by the
// compiler's fixtureWords — the words and the values both live in the fixture file.
import { fixtureWords } from '../../../scripts/compiler/fixtureWords.ts';
import type { StateFixture } from '../../../src/contracts/content.ts';

export function situationInWords(name: string, fixture: StateFixture | undefined): string {
  return fixture?.descricao ? fixtureWords(fixture.descricao, fixture.state) : name;
}
