// Interface copy by id: the variant's `ui` override first, then the flow's text (flows/ui.yaml),
// with {param} placeholders filled from what the caller passes. The generated types make a
// misspelt id, a missing parameter or an extra one fail tsc.
import type { UiCopyId, UiCopyParams } from '../generated/uiCopy.ts';

export type CopyArgs<Id extends UiCopyId> = Id extends keyof UiCopyParams ? [params: UiCopyParams[Id]] : [];

export type UiCopy = <Id extends UiCopyId>(id: Id, ...params: CopyArgs<Id>) => string;

export function uiCopy(texts: Readonly<Record<string, string>>, overrides?: Readonly<Record<string, string>>): UiCopy {
  return (id, ...[params]: [Record<string, string | number>?]) => {
    const text = overrides?.[id] ?? texts[id];
    // flows:check and tsc keep this from happening; showing the id beats showing nothing.
    if (text === undefined) return id;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
  };
}
