// `npm run studio:invite -- <e-mail> --role <papel> [--name "Nome"] [--scope parceiro,parceiro]`:
// prints a single-use invite link to the hosted studio. The first admin is made this way; after
// that, admins invite from the studio. Writes to STUDIO_DATA_DIR (default .studio/).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ROLE_LABELS, ROLES } from '../auth/roles.ts';
import { createInvite } from '../auth/invites.ts';
import { closeStudioStore, openStudioStore } from '../store/db.ts';
import { Refusal } from '../store/refusal.ts';

const USAGE = `Uso: npm run studio:invite -- <e-mail> --role <${ROLES.join('|')}> [--name "Nome"] [--scope parceiro1,parceiro2]`;

export interface InviteCliIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs the command; returns the exit code (0 done, 1 refused, 2 wrong usage). */
export function runInviteCli(argv: string[], io: InviteCliIo): number {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${usageProblem(error)}\n${USAGE}`);
    return 2;
  }
  const store = openStudioStore({ dataDir: io.env.STUDIO_DATA_DIR || undefined });
  try {
    const invite = createInvite(store, { ...parsed, invitedBy: null }, io.env);
    const until = new Date(invite.expiresAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    io.out(`Convite criado para ${invite.email} como ${ROLE_LABELS[invite.role]}. Vale uma vez, até ${until} (horário de Brasília).`);
    io.out('Envie este link só para essa pessoa:');
    io.out(invite.url);
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    io.err(error.message);
    return 1;
  } finally {
    closeStudioStore(store);
  }
}

/** parseArgs speaks English: say the same in Portuguese. */
function usageProblem(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'([^']+)'/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Opção desconhecida: ${option ?? message}.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `Falta o valor da opção ${option ?? ''}.`.replace(' .', '.');
  return message;
}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, scope: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Error('Informe um e-mail (e só um).');
  if (!values.role) throw new Error('Informe o papel com --role.');
  const scope = values.scope === undefined ? null : values.scope.split(',').map((name) => name.trim());
  return { email: positionals[0], role: values.role, name: values.name, scope };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runInviteCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
