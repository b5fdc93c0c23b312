// The preview edition built when the studio starts, in the background (issue 24 item 6): the
// first preview then finds it ready instead of waiting for Vite (3.5 s quiet, ~13 s under load).
// A failed build is only logged: the edition forgets it (editionBuild.ts), so the first preview
// request builds again, and the server keeps answering meanwhile.
import type { PreviewService } from './service.ts';

export interface WarmLog {
  log(message: string): void;
  error(message: string): void;
}

/** Starts the build after the current turn (the server listens first); resolves once it is done or failed, never rejects. */
export function warmPreviewEdition(preview: Pick<PreviewService, 'edition'>, log: WarmLog = console): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => preview.edition().folder())
    .then(
      (folder) => log.log(`[estúdio] prévia pronta (${folder})`),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        log.error(`[estúdio] a prévia não pôde ser construída agora; será tentada de novo na primeira prévia aberta: ${reason}`);
      },
    );
}
