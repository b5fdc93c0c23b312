// /studio/step/:id: where the step is written, its texts for the default and for every variant
// that overrides them (side by side, rendered as the visitor sees them with a chosen fixture),
// what it asks and checks, the code behind each name, and the steps around it.
import { useMemo, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ResolvedVariant } from '../../../src/contracts/content.ts';
import type { StudioFixture } from '../../contract/studioData.ts';
import { buildGraph } from '../graph/buildGraph.ts';
import { renderText } from '../texts.ts';
import { stepTexts } from '../../../src/engine/stepMessages.ts';
import { useStudioData } from '../useStudioData.tsx';
import { SourceLink } from '../SourceLink.tsx';
import { Behaviour } from './StepBehaviour.tsx';
import { EditableText } from '../fields/EditableText.tsx';
import { VariantOverrideControls, ResetOverride } from '../fields/VariantOverride.tsx';
import { TextAudience } from '../fields/TextAudience.tsx';

export default function StepInspector() {
  const { data } = useStudioData();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const graph = useMemo(() => (data ? buildGraph(data.steps) : undefined), [data]);
  if (!data || !graph) return null;
  const entry = data.steps[id];
  if (!entry)
    return (
      <p>
        No step “{id}” in the flows (it may have been renamed). <Link to="/flow">Find it on the map</Link>
      </p>
    );
  const { step } = entry;
  // The fixture that reaches this step, unless the editor picked another to fill the placeholders.
  const fixtureName = params.get('fixture') ?? entry.fixture;
  const fixture = data.fixtures.find((f) => f.name === fixtureName) ?? data.fixtures.at(-1);
  const overriding = Object.values(data.variants).filter((v) => v.textOverrides.includes(id));
  const incoming = graph.edges.filter((e) => e.target === id);
  const outgoing = graph.edges.filter((e) => e.source === id);
  const previewVariant = overriding[0]?.name ?? 'main';

  return (
    <article className="inspector" data-testid="inspector">
      <header>
        <h1>{id}</h1>
        <p>
          <span className="badge">{entry.kind}</span> <SourceLink file={entry.file} line={entry.line} />
          {step.end && <span className="badge badge--end">end</span>}
          {entry.unreachable && <span className="badge badge--warn">unreachable</span>}
          {entry.deadEnd && <span className="badge badge--warn">dead end</span>}
          {' · '}
          <Link to={previewPath(previewVariant, id, entry.fixture)}>Preview in the chat →</Link>
        </p>
        <PreviewSituation fixture={data.fixtures.find((f) => f.name === entry.fixture)} />
      </header>

      <section>
        <h2>Texts</h2>
        <label>
          Fill placeholders from the fixture{' '}
          <select aria-label="Fixture" value={fixture?.name} onChange={(e) => setParams({ fixture: e.target.value }, { replace: true })}>
            {data.fixtures.map((f) => (
              <option key={f.name} value={f.name}>
                {f.name} ({f.source})
              </option>
            ))}
          </select>
        </label>
        <div className="texts">
          <TextColumn
            title="Default (flow)"
            testId="texts-default"
            texts={stepTexts(id, step)}
            state={fixture?.state}
            variant={data.variants.main?.resolved}
            preview={previewPath('main', id, entry.fixture)}
            file={entry.file}
            path={['steps', id, 'say']}
            many={Array.isArray(step.say)}
          />
          {overriding.map((v) => (
            <TextColumn
              key={v.name}
              title={`${v.name} (${v.file})`}
              testId={`texts-${v.name}`}
              texts={stepTexts(id, step, v.resolved)}
              state={fixture?.state}
              variant={v.resolved}
              preview={previewPath(v.name, id, entry.fixture)}
              file={v.file}
              path={['texts', id]}
              many={Array.isArray(v.resolved.texts?.[id])}
              extra={<ResetOverride file={v.file} step={id} variant={v.name} />}
            />
          ))}
        </div>
        {step.say !== undefined && <TextAudience step={id} say={step.say} file={entry.file} variants={Object.values(data.variants)} />}
        {step.say !== undefined && (
          <VariantOverrideControls step={id} say={step.say} variants={Object.values(data.variants).filter((v) => !v.textOverrides.includes(id))} />
        )}
        {step.title && <p>Tooltip: {step.title}</p>}
      </section>

      <Behaviour step={step} data={data} file={entry.file} stepId={id} />

      <section className="links">
        <div>
          <h2>Comes from</h2>
          <LinkList
            edges={incoming.map((e) => ({ id: e.source, label: e.label }))}
            empty={id === data.start ? 'The conversation starts here.' : 'No step leads here.'}
          />
        </div>
        <div>
          <h2>Goes to</h2>
          <LinkList edges={outgoing.map((e) => ({ id: e.target, label: e.label }))} empty={step.end ? 'The conversation may end here.' : 'No step follows.'} />
        </div>
      </section>
    </article>
  );
}

function TextColumn({
  title,
  texts,
  state,
  variant,
  testId,
  preview,
  file,
  path,
  many,
  extra,
}: {
  title: string;
  texts: string[];
  state: unknown;
  variant?: ResolvedVariant;
  testId: string;
  preview: string;
  /** Where the texts are written: a single `say` is edited at `path`, a list bubble by bubble. */
  file: string;
  path: Array<string | number>;
  many: boolean;
  extra?: ReactNode;
}) {
  const theme = variant?.theme;
  return (
    <div className="texts__column" data-testid={testId}>
      <h3>
        {title}{' '}
        <Link className="texts__preview" to={preview}>
          preview
        </Link>
      </h3>
      <div className="chat-sample" style={theme ? { background: theme.background } : undefined}>
        {texts.length === 0 && <p className="muted">(no text)</p>}
        {texts.map((text, i) => (
          // Flow texts are the project's own checked HTML; fixture values are escaped by interpolate.
          <div key={i}>
            <div className="chat-sample__bubble" dangerouslySetInnerHTML={{ __html: variant ? renderText(text, state, variant) : text }} />
            <EditableText file={file} path={many ? [...path, i] : path} value={text} label={`${title} text ${i + 1}`} />
          </div>
        ))}
      </div>
      {extra}
    </div>
  );
}

/** The preview of a step, opened with the situation that reaches it (no fixture: from the initial state). */
export function previewPath(variant: string, step: string, fixture: string | undefined): string {
  const path = `/preview/${encodeURIComponent(variant)}/${encodeURIComponent(step)}`;
  return fixture ? `${path}?fixture=${encodeURIComponent(fixture)}` : path;
}

/** Says which situation the preview opens the step in, so an editor knows what the chat will show. */
function PreviewSituation({ fixture }: { fixture: StudioFixture | undefined }) {
  return (
    <p className="muted" data-testid="preview-situation">
      {fixture ? (
        <>
          The preview opens here as a visitor reaches it: fixture <b>{fixture.name}</b> — {fixture.description}
        </>
      ) : (
        'No fixture reaches this step: the preview opens it from the start state.'
      )}
    </p>
  );
}

function LinkList({ edges, empty }: { edges: Array<{ id: string; label: string }>; empty: string }) {
  if (edges.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul>
      {edges.map((e, i) => (
        <li key={i}>
          <Link to={`/step/${encodeURIComponent(e.id)}`}>{e.id}</Link> <span className="muted">({e.label})</span>
        </li>
      ))}
    </ul>
  );
}
