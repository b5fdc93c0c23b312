// One digest of a set of content files (path → text), the key the gate's compile cache
// (server/gate.ts) and the map's coverage cache (map/mapCoverage.ts) remember results by.
import { createHash } from 'node:crypto';

export function filesDigest(files: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(files).sort()) hash.update(`${path}\0${files[path].length}\0${files[path]}\0`);
  return hash.digest('hex');
}
