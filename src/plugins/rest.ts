// Every action, guard and validator, as one lazy chunk loaded with the rest of the flow (src/main.tsx
// passes it as loadPlugins): none of their code, nor the domain rules and libraries they bring
// (CPF/CNPJ checks, plan maths), is in the first load.
import { actions } from '../actions/index.ts';
import { guards } from '../guards/index.ts';
import { validators } from '../validators/index.ts';
import type { Plugins } from '../engine/createConversation.ts';

export const plugins: Plugins = { actions, guards, validators };
