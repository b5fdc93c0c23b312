// Each build stamps the content commit it was built from into its pages, as
// <meta name="content-commit" content="<commit>">: the hosted studio reads it from the live site
// (STUDIO_LIVE_URL) to tell an author and an approver that their publish is live (issue 25 item 8).
// CONTENT_COMMIT (set by CI from the checkout it built) wins; else `git rev-parse HEAD` of the
// build's root; no commit known (a tarball build) writes no stamp. One tag before </head>, after
// everything the first paint needs.
import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** The commit to stamp, or null. */
export function contentCommit(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const given = env.CONTENT_COMMIT?.trim().toLowerCase();
  if (given) {
    if (!COMMIT.test(given)) throw new Error(`CONTENT_COMMIT is not a commit id: ${given}`);
    return given;
  }
  try {
    const head = execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return COMMIT.test(head) ? head : null;
  } catch {
    return null;
  }
}

/** The page with the stamp (once, before </head>). */
export function stampPage(html: string, commit: string | null): string {
  if (commit === null || html.includes('name="content-commit"')) return html;
  return html.replace('</head>', `<meta name="content-commit" content="${commit}" /></head>`);
}

export function contentCommitPlugin(): Plugin {
  let commit: string | null = null;
  return {
    name: 'consorcio-content-commit',
    apply: 'build',
    configResolved(config) {
      commit = contentCommit(config.root);
    },
    transformIndexHtml: { order: 'post', handler: (html) => stampPage(html, commit) },
  };
}
