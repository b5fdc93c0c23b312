// Attaches the pending input's mask (the conversation's, from src/masks) to the input element, through useImask.
import type { RefObject } from 'react';
import type { FactoryArg } from 'imask';
import type { Mask } from '../engine/types.ts';
import type { ConversationState } from '../contracts/content.ts';
import { useImask, type MaskHandle } from './useImask.ts';

export type { MaskHandle };

/** `key` re-applies the mask when the step changes even if the mask stays the same (CPF vs CNPJ by state). */
export function useMask(inputRef: RefObject<HTMLInputElement | null>, factory: Mask | undefined, key: string, getState: () => ConversationState): MaskHandle {
  // The state is read when the mask attaches (useImask reads options then): fixed for a step.
  const options = factory ? (factory(getState()) as FactoryArg) : undefined;
  return useImask(inputRef, options, key);
}
