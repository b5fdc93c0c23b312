// On the Pessoas page: the reviewer groups the published approval rules declare (Jurídico,
// Marketing…), one checkbox each per person. The rules name groups; who is in each is set here.
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import { CheckField } from './controls.tsx';
import { ErrorNotice } from './Notice.tsx';

export interface ReviewGroups {
  groups: { name: string; label: string }[];
  members: Record<string, string[]>;
}

export function useReviewGroups(): ReviewGroups | null {
  const [answer, setAnswer] = useState<ReviewGroups | null>(null);
  useEffect(() => {
    api<ReviewGroups>('GET', '/api/grupos-de-revisao')
      .then(setAnswer)
      .catch(() => undefined);
  }, []);
  return answer;
}

export function PersonGroups({ person, all }: { person: { id: string; name: string; email: string }; all: ReviewGroups }) {
  const [mine, setMine] = useState<string[]>(all.members[person.id] ?? []);
  const [error, setError] = useState<unknown>(null);
  if (all.groups.length === 0) return null;
  const toggle = async (group: string, on: boolean) => {
    setError(null);
    const wanted = on ? [...mine, group] : mine.filter((one) => one !== group);
    try {
      const answer = await api<{ groups: string[] }>('PUT', `/api/pessoas/${person.id}/grupos`, { groups: wanted });
      setMine(answer.groups);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <fieldset className="groups">
      <legend>Grupos de revisão de {person.name || person.email}</legend>
      {all.groups.map((group) => (
        <CheckField key={group.name} selected={mine.includes(group.name)} onChange={(on) => void toggle(group.name, on)}>
          {group.label}
        </CheckField>
      ))}
      <ErrorNotice error={error} />
    </fieldset>
  );
}
