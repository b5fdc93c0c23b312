// /studio/preview/:variant/:step: the real chat in a phone-sized frame, started at the step with a
// state fixture through the chat's development-only `?step=…&fixture=…` hook.
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RecordTest } from '../preview/RecordTest.tsx';
import { useStudioData } from '../useStudioData.tsx';

export const PHONE = { width: 390, height: 760 };

/** No fixture: the step opens from the initial state. */
export function previewUrl(route: string, step: string, fixture: string): string {
  const query = new URLSearchParams(fixture ? { step, fixture } : { step });
  return `${route}?${query}`;
}

export default function Preview() {
  const { data } = useStudioData();
  const { variant: variantName = 'main', step = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  // Recording restarts the chat at the first message (the route alone, no step or fixture).
  const [fromStart, setFromStart] = useState(0);
  if (!data) return null;
  const variant = data.variants[variantName];
  const fixtures = data.fixtures.filter((f) => f.source !== 'built-in');
  // Unless the editor picks one, the step opens in the situation that reaches it (fixtureReach).
  const reaching = data.steps[step]?.fixture ?? '';
  const fixture = params.get('fixture') ?? reaching;
  if (!variant)
    return (
      <p>
        No variant “{variantName}”. <Link to="/">Back to the overview</Link>
      </p>
    );
  if (!data.steps[step])
    return (
      <p>
        No step “{step}”. <Link to="/flow">Find it on the map</Link>
      </p>
    );
  const route = variant.resolved.route ?? '/';
  const src = fromStart ? `${route}?record=${fromStart}` : previewUrl(route, step, fixture);
  const go = (v: string, s: string, f: string) => navigate(`/preview/${v}/${encodeURIComponent(s)}?fixture=${encodeURIComponent(f)}`);

  return (
    <div className="preview" data-testid="preview">
      <div className="preview__controls">
        <h1>
          <Link to={`/step/${encodeURIComponent(step)}`}>{step}</Link> on {variantName}
        </h1>
        <label>
          Variant{' '}
          <select value={variantName} onChange={(e) => go(e.target.value, step, fixture)}>
            {Object.keys(data.variants).map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
        <label>
          Fixture{' '}
          <select value={fixture} onChange={(e) => go(variantName, step, e.target.value)}>
            <option value="">(none: the start state)</option>
            {fixtures.map((f) => (
              <option key={f.name} value={f.name}>
                {f.name}
                {f.name === reaching ? ' (reaches this step)' : ''}
              </option>
            ))}
          </select>
        </label>
        <p className="muted" data-testid="preview-fixture">
          {fixture
            ? `${fixture}: ${fixtures.find((f) => f.name === fixture)?.description ?? 'not a fixture file'}`
            : 'The start state: no fixture reaches this step, or none was chosen.'}
        </p>
        <p className="muted">
          Frame:{' '}
          <a href={src} target="_blank" rel="noreferrer">
            {src}
          </a>
        </p>
        <RecordTest frame={frame} route={route} onStart={() => setFromStart((n) => n + 1)} />
      </div>
      <iframe ref={frame} key={src} className="preview__phone" title={`Chat at ${step}`} src={src} width={PHONE.width} height={PHONE.height} />
    </div>
  );
}
