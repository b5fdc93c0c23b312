// The environment a test's own studio process (and its CLI) starts with: the test runner's, with
// `extra` on top, less NO_COLOR when FORCE_COLOR is also set. `npm test` sets NO_COLOR for its
// stages and Playwright gives its workers FORCE_COLOR; with both, Node warns on every process start.
export function studioEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (env.FORCE_COLOR !== undefined) delete env.NO_COLOR;
  return env;
}
