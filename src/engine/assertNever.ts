/** The default branch of an exhaustive switch: a case added to the union and not handled fails tsc here. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value ${String(value)}`);
}
