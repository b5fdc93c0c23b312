// A comment's text box with @mention suggestions: typing "@Ca" lists the people whose name starts
// so; choosing one writes "@Carla Souza " in the text. The server finds the mentions itself.
import { AppButton, Field } from './controls.tsx';
import type { Mentionable } from '../conversations.ts';
import { fold } from '../map/search.ts';

export function MentionField({ label, value, onChange, people }: { label: string; value: string; onChange: (value: string) => void; people: Mentionable[] }) {
  const typed = /(?:^|\s)@([\p{L}\p{N}._-]*)$/u.exec(value);
  const matches = typed ? people.filter((person) => fold(person.handle).startsWith(fold(typed[1]))).slice(0, 6) : [];
  const pick = (person: Mentionable) => onChange(`${value.slice(0, value.length - (typed?.[1].length ?? 0))}${person.handle} `);
  return (
    <div className="stack">
      <Field label={label} multiline value={value} onChange={onChange} hint="Escreva @ e o nome de alguém para avisar essa pessoa." />
      {matches.length > 0 && (
        <ul className="list mentions" aria-label="Pessoas para mencionar">
          {matches.map((person) => (
            <li key={person.id}>
              <AppButton variant="secondary" onPress={() => pick(person)}>
                Mencionar {person.handle} ({person.roleLabel})
              </AppButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
