// Validators of the proposal phase (spec section 5). Street and neighbourhood only need the
// shared `required` (src/validators/lead/required.ts).
import { cep } from './cep.ts';
import { contractDate } from './contractDate.ts';
import { contractName } from './contractName.ts';
import { cpfCnpj } from './cpfCnpj.ts';

export const proposalValidators = { contractName, cpfCnpj, cep, contractDate };
