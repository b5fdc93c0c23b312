// The app's own registries, for tests that run the real flows: createConversation throws when
// the flow names anything not given, so such tests pass all of them.
import { actions } from '../../src/actions/index.ts';
import { guards } from '../../src/guards/index.ts';
import { masks } from '../../src/masks/index.ts';
import { components } from '../../src/ui/components/registry.ts';
import { validators } from '../../src/validators/index.ts';
import { formatters } from '../../src/engine/formatters.ts';

export const realBindings = { actions, guards, validators, masks, components, formatters };
