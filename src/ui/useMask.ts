// Attaches the pending input's named mask (src/masks) to the input element, through useImask.
import type { RefObject } from 'react';
import type { FactoryArg } from 'imask';
import type { Mask } from '../engine/types.ts';
import type { ConversationState } from '../contracts/content.ts';
import { masks } from '../masks/index.ts';
import { useImask, type MaskHandle } from './useImask.ts';

export type { MaskHandle };

const registry: Record<string, Mask | undefined> = masks;

/** `key` re-applies the mask when the step changes even if the mask name stays the same (CPF vs CNPJ by state). */
export function useMask(
  inputRef: RefObject<HTMLInputElement | null>,
  name: string | undefined,
  key: string | undefined,
  getState: () => ConversationState,
): MaskHandle {
  const factory = name ? registry[name] : undefined;
  // The state is read when the mask attaches (useImask reads options then): fixed for a step.
  const options = factory ? (factory(getState()) as FactoryArg) : undefined;
  return useImask(inputRef, options, `${name}:${key}`);
}
