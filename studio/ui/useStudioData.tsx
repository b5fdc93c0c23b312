// The studio's data: fetched from the dev server's /__studio/data, fetched again whenever the
// server says a flow, variant, fixture or the coverage changed (a custom Vite HMR event), so
// every open view follows the YAML files without a reload.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { StudioData } from '../contract/studioData.ts';

export const STUDIO_DATA_URL = '/__studio/data';
export const STUDIO_UPDATE_EVENT = 'studio:update';

export type DataState = { data?: StudioData; error?: string; version: number };

// The first read starts when this module loads (taking over studio.html's preload), not after the
// first render; every later read asks the server again.
const firstRead = fetch(STUDIO_DATA_URL).then((response) => response.json() as Promise<StudioData | { crash: string }>);

const Context = createContext<DataState>({ version: 0 });

export function StudioDataProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DataState>({ version: 0 });
  useEffect(() => {
    let latest = 0;
    const load = async () => {
      const request = ++latest;
      try {
        const body = request === 1 ? await firstRead : ((await (await fetch(STUDIO_DATA_URL, { cache: 'no-store' })).json()) as StudioData | { crash: string });
        if (request !== latest) return; // a newer save already asked again
        if ('crash' in body) setState((s) => ({ ...s, error: body.crash, version: s.version + 1 }));
        else setState((s) => ({ data: body, version: s.version + 1 }));
      } catch (error) {
        if (request === latest) setState((s) => ({ ...s, error: String(error), version: s.version + 1 }));
      }
    };
    void load();
    import.meta.hot?.on(STUDIO_UPDATE_EVENT, load);
    return () => import.meta.hot?.off(STUDIO_UPDATE_EVENT, load);
  }, []);
  return <Context.Provider value={state}>{children}</Context.Provider>;
}

export function useStudioData(): DataState {
  return useContext(Context);
}
