// Where `npm run flows:test` writes its coverage JSON (git-ignored), which the studio colours by.
// Its own module so the studio's dev-server plugin can read it without loading the test runner.
export const COVERAGE_FILE = 'coverage/flows.json';
