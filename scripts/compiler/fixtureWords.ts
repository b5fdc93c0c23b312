// A fixture's `descricao` (the situation in the editors' words) as the studio shows it: each
// `{slice.field}` or `{slice.field|formatter}` placeholder filled from the fixture's own merged
// state, so a value the fixture holds is written once, in its `state`. The compiler reports each
// placeholder that cannot be filled (a field the state lacks, an unknown formatter).
import { formatters } from '../../src/engine/formatters.ts';
import { PLACEHOLDER } from '../../src/engine/interpolate.ts';
import { getPath } from '../../src/engine/paths.ts';

/** The words with their values; `unfilled` hears each placeholder left empty. */
export function fixtureWords(descricao: string, state: unknown, unfilled: (placeholder: string) => void = () => undefined): string {
  return descricao.replace(PLACEHOLDER, (placeholder, path: string, formatterName: string | undefined) => {
    const value = getPath(state, path);
    const format = formatterName === undefined ? String : Object.hasOwn(formatters, formatterName) ? formatters[formatterName] : undefined;
    if (value === undefined || value === null || value === '' || format === undefined) {
      unfilled(placeholder);
      return '';
    }
    return format(value);
  });
}
