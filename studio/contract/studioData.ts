// What the studio's dev endpoint serves (studio/server/studioData.ts builds it): the compiled
// flow with each step's file:line, the variants with where each setting comes from, the
// flows:check diagnostics, the conversation-test coverage and the state fixtures.
// A flows:check problem, as the edit endpoint's answers carry it too (schemas/studio/diagnostic.schema.json).
import type { Diagnostic } from './generated/studioApi.ts';
import type { CoverageReport } from '../../scripts/conversation-tests/coverage.ts';
import type { ResolvedVariant, Step } from '../../src/contracts/content.ts';
import type { StepKind } from '../../src/engine/stepKind.ts';

export type { Diagnostic, CoverageReport, StepKind };

export interface StudioStep {
  id: string;
  /** flows/payment.yaml */
  file: string;
  line: number;
  step: Step;
  kind: StepKind;
  /** Not reached from start (nor from an `entry: true` step). */
  unreachable: boolean;
  /** No way forward and not `end: true`. */
  deadEnd: boolean;
  /** The state fixture that opens this step as a visitor meets it (scripts/compiler/fixtureReach.ts); absent: none reaches it, so it opens from the initial state. */
  fixture?: string;
}

export interface StudioFlowFile {
  file: string;
  /** File name without extension: the phase (intro, lead, …). */
  phase: string;
  steps: string[];
}

export interface StudioVariant {
  name: string;
  file: string;
  resolved: ResolvedVariant;
  /** Settings written in the variant's own file as dotted paths: top-level keys and every key of their maps (`theme.background`, `referral.campanhaId`); the rest come from defaults.yaml or its `extends`. */
  own: string[];
  extends?: string;
  /** Step ids whose texts this variant overrides. */
  textOverrides: string[];
  messageOverrides: string[];
}

export interface StudioFixture {
  name: string;
  /** flows/fixtures/x.yaml, or "built-in" for the studio's sample state. */
  source: string;
  /** What the visitor has done in this state, in a sentence. */
  description: string;
  state: Record<string, unknown>;
}

export interface StudioData {
  start: string;
  files: StudioFlowFile[];
  steps: Record<string, StudioStep>;
  messages: Record<string, string>;
  variants: Record<string, StudioVariant>;
  defaults: Record<string, unknown>;
  diagnostics: Diagnostic[];
  coverage?: CoverageReport;
  /** Per registry kind, name → file implementing it (relative to the root). */
  implementations: Record<'actions' | 'guards' | 'validators' | 'masks' | 'components', Record<string, string>>;
  /** Validator or action name → the field message ids its file shows. */
  messagesByName: Record<string, string[]>;
  fixtures: StudioFixture[];
  /** Milliseconds the compile took, shown in the overview. */
  compileMs: number;
}
