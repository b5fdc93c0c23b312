// A draft's data, read again whenever `version` changes (the draft's head, with anything else that
// calls for a new read). Only the newest request's answer
// is kept: on a busy server an older request can answer after a newer one, and its data (from before
// the last save, or for the partner shown before) would replace on the page what that save wrote.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api.ts';

export function useDraftRead<T>(url: string, version: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const newest = useRef(0);
  const load = useCallback(() => {
    const request = ++newest.current;
    setError(null);
    return api<T>('GET', url).then(
      (answer) => {
        if (request === newest.current) setData(answer);
      },
      (failure: unknown) => {
        if (request === newest.current) setError(failure);
      },
    );
  }, [url]);
  useEffect(() => {
    void load();
  }, [load, version]);
  return { data, error, reload: load };
}
