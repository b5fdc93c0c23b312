// Every action, guard, validator, mask and text formatter the flows name, typed against those names
// (src/generated/names.ts). The page loads this chunk with the rest of the flow, after the first
// bubble (src/main.tsx): none of it runs before the visitor's first click.
import { actions } from '../actions/index.ts';
import { guards } from '../guards/index.ts';
import { validators } from '../validators/index.ts';
import { masks } from '../masks/index.ts';
import { components } from '../ui/components/registry.ts';
import { formatters } from '../engine/formatters.ts';

export const bindings = { actions, guards, validators, masks, components, formatters };
