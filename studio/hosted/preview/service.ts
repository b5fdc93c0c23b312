// What the preview routes share, one per studio app (keyed by its store): the compiled contents,
// the edition, and the sandbox API the frames talk to — mounted in the studio's process on a
// throwaway data folder (<dataDir>/previa-sandbox, emptied when first opened), never the real API.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createApp, type SandboxApp } from '../../../sandbox/app.ts';
import type { Services } from '../server/services.ts';
import { type PreviewContents, previewContents } from './content.ts';
import { type Edition, previewEdition } from './editionBuild.ts';

/**
 * The preview sandbox's own key. A frame never sees it: the chat sends its link's token as its
 * key, and the studio swaps it for this one once the token is found live (previewApp.ts).
 */
export const PREVIEW_APP_KEY = 'previa-sandbox-app-key';
export const EDITION_PREFIX = '/previa/app/';
export const SANDBOX_PREFIX = '/previa/sandbox';

export interface PreviewService {
  readonly origin: string;
  readonly contents: PreviewContents;
  edition(): Edition;
  sandbox(): Promise<SandboxApp>;
}

const services = new WeakMap<object, PreviewService>();

export function previewService(s: Services, publicUrl: string): PreviewService {
  let found = services.get(s.store);
  if (!found) services.set(s.store, (found = create(s, new URL(publicUrl).origin)));
  return found;
}

function create(s: Services, origin: string): PreviewService {
  const dataDir = s.store.dataDir;
  const contents = previewContents({ gitDir: s.repo.dir, gate: s.gate });
  let edition: Edition | undefined;
  let sandbox: Promise<SandboxApp> | undefined;
  return {
    origin,
    contents,
    // The code's hash is read on first need: a studio that never previews never hashes.
    edition: () => (edition ??= previewEdition({ dataDir, buildDir: s.env.STUDIO_PREVIEW_BUILD_DIR || undefined })),
    sandbox() {
      sandbox ??= (async () => {
        // Campaign discounts come from the content the frames run on (a draft may change them).
        if (!contents.latestVariants()) await contents.forCommit(await s.repo.publishedHead());
        const folder = join(dataDir, 'previa-sandbox');
        rmSync(folder, { recursive: true, force: true });
        return createApp({
          dataDir: folder,
          appKey: PREVIEW_APP_KEY,
          publicUrl: `${origin}${SANDBOX_PREFIX}`,
          variants: () => contents.latestVariants() ?? {},
        });
      })();
      return sandbox;
    },
  };
}
