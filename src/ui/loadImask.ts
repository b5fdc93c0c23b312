// imask on demand, once, for every masked field: its own module so that the component registry
// (in the first load) can start loading it with the card modal without carrying useImask along.
type Imask = typeof import('imask');
let loaded: Imask | undefined;
let loading: Promise<Imask> | undefined;

/** Loads imask once (a failed load is tried again next time). */
export function loadImask(): Promise<Imask> {
  loading ??= import('imask').then(
    (imask) => (loaded = imask),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** imask if it has loaded already: a mask can then attach in the same render. */
export function imaskIfLoaded(): Imask | undefined {
  return loaded;
}
