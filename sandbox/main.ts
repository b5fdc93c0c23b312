// Standalone sandbox: `npm run sandbox` (port SANDBOX_PORT, default 8787). The variants come from
// one compile of this repository's content at start: restart after editing a variant's ids or discount.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { compiledVariants } from './campaigns/compiledVariants.ts';
import { repositoryRoot } from './config.ts';

const port = Number(process.env.SANDBOX_PORT ?? 8787);
let app: ReturnType<typeof createApp>;
try {
  app = createApp({ variants: compiledVariants(repositoryRoot()) });
} catch (error) {
  // A busy or unusable data folder, or variant files that do not compile: a clear message, no stack.
  console.error(`Sandbox API cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const server = serve({ fetch: app.fetch, port, hostname: process.env.SANDBOX_HOST ?? '127.0.0.1' }, (info) => {
  console.log(`Sandbox API listening on http://${info.address}:${info.port}`);
});

function stop() {
  server.close();
  app.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
