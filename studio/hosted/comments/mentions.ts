// @mentions: a comment names people by their name as the people list shows it ("@Carla Souza"),
// or by the part of their address before @ when they have no name. Longest names first, so
// "@Ana Maria" is not read as "@Ana"; a name must end at a word's end. Disabled people are never
// mentioned.
import type { Person } from '../auth/roles.ts';
import { fold } from '../review/approvalRules.ts';

/** The handle a comment uses for a person: their name, else their address's local part. */
export function handleOf(person: Pick<Person, 'name' | 'email'>): string {
  return person.name.trim() || person.email.split('@')[0];
}

export function findMentions(body: string, people: readonly Person[]): Person[] {
  const text = fold(body);
  const found: Person[] = [];
  const taken: Array<[number, number]> = [];
  const enabled = people.filter((person) => !person.disabled).sort((a, b) => handleOf(b).length - handleOf(a).length);
  for (const person of enabled) {
    const handle = `@${fold(handleOf(person))}`;
    let at = text.indexOf(handle);
    while (at !== -1) {
      const end = at + handle.length;
      const free = !taken.some(([from, to]) => at < to && end > from);
      if (free && !/[\p{L}\p{N}]/u.test(text[end] ?? '')) {
        found.push(person);
        taken.push([at, end]);
        break;
      }
      at = text.indexOf(handle, at + 1);
    }
  }
  return found;
}
