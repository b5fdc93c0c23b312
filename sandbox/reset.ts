// `npm run sandbox:reset`: empties the sandbox database (leads, proposals, payments, ...).
import { resolveConfig } from './config.ts';
import { resetData } from './db.ts';

const config = resolveConfig();
resetData(config.dataDir);
console.log(`Sandbox data emptied in ${config.dataDir}`);
