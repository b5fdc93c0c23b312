// The conversation harness's front door, for the TypeScript conversation tests (tests/conversations)
// and anything else that walks the real flows headless; `npm run flows:test` runs on the same one.
export {
  botTexts,
  componentStep,
  inputStep,
  isSettled,
  MoveError,
  optionFor,
  settle,
  SETTLE_MS,
  settledOn,
  shownOptions,
  startHarness,
  TEST_TODAY,
  transcriptLine,
  waitFor,
  waitingOn,
  withoutDelays,
  type Harness,
  type HarnessOptions,
  type RecordedCall,
  type TrackedEvent,
} from './harness.ts';
export { chooseIn } from './componentMoves.ts';
export { asTyped, htmlToText } from './visitorText.ts';
// The whole run, as `npm run flows:test` and the studios' gates make it.
export { type FlowTestOptions, type FlowTestRun, runFlowTests } from './runFlowTests.ts';
export type { ConversationTest, TestItem } from './loadTests.ts';
export type { Failure, TestResult } from './runTest.ts';
