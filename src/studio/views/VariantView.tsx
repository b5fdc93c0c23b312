// /studio/variant/:name: every setting with its value and where it comes from (the variant's file,
// the file it extends, or defaults.yaml), the theme as swatches with WCAG AA contrast checks, the
// texts and messages it overrides, and a link to the chat on its route.
import { Link, useParams } from 'react-router-dom';
import { AA_NORMAL_TEXT, contrastRatio } from '../../domain/contrast.ts';
import { useStudioData } from '../useStudioData.tsx';
import { SourceLink } from '../SourceLink.tsx';

export default function VariantView() {
  const { data } = useStudioData();
  const { name = '' } = useParams();
  if (!data) return null;
  const variant = data.variants[name];
  if (!variant) return <p>No variant “{name}”. <Link to="/">Back to the overview</Link></p>;
  const resolved = variant.resolved as unknown as Record<string, unknown>;
  // Keys are top-level settings or theme.<colour>: the theme merges colour by colour.
  const inDefaults = (key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), data.defaults) !== undefined;
  const origin = (key: string) => (variant.own.includes(key) ? variant.file : variant.extends ? `variants/${variant.extends}.yaml or defaults` : inDefaults(key) ? 'variants/defaults.yaml' : 'built in');
  const settings = Object.keys(resolved).filter((k) => k !== 'texts' && k !== 'messages' && k !== 'theme').sort();
  const theme = variant.resolved.theme ?? {};
  const route = variant.resolved.route ?? '/';
  const checks: Array<[string, string | undefined, string | undefined]> = [
    ['Button text on the primary background', theme.primaryForeground, theme.primaryBackground],
    ['White on the primary background', '#ffffff', theme.primaryBackground],
    ['White header text on the background', '#ffffff', theme.background],
  ];

  return (
    <article className="variant" data-testid="variant-view">
      <header>
        <h1>{name}</h1>
        <p>
          <SourceLink file={variant.file} /> · route <code>{route}</code> ·{' '}
          <a href={route} target="_blank" rel="noreferrer">Open the chat on {route} ↗</a>
          {variant.extends && <> · extends <Link to={`/variant/${variant.extends}`}>{variant.extends}</Link></>}
        </p>
      </header>
      <section>
        <h2>Theme</h2>
        <div className="swatches">
          {Object.entries(theme).map(([key, colour]) => (
            <div key={key} className="swatch">
              <span className="swatch__chip" style={{ background: colour as string }} />
              <code>{key}</code> {colour as string} <span className="muted">({origin(`theme.${key}`)})</span>
            </div>
          ))}
        </div>
        <table className="studio-table" data-testid="contrast">
          <thead><tr><th>Pair</th><th>Sample</th><th>Ratio</th><th>WCAG AA</th></tr></thead>
          <tbody>
            {checks.map(([label, fg, bg]) => {
              if (!fg || !bg) return null;
              const ratio = contrastRatio(fg, bg);
              const ok = ratio >= AA_NORMAL_TEXT;
              return (
                <tr key={label}>
                  <td>{label}</td>
                  <td><span className="contrast-sample" style={{ color: fg, background: bg }}>Quero simular</span></td>
                  <td>{ratio.toFixed(2)}:1</td>
                  <td className={ok ? 'pass' : 'fail'}>{ok ? 'passes' : `fails (needs ${AA_NORMAL_TEXT}:1)`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section>
        <h2>Settings</h2>
        <table className="studio-table" data-testid="settings">
          <thead><tr><th>Setting</th><th>Value</th><th>From</th></tr></thead>
          <tbody>
            {settings.map((key) => (
              <tr key={key} className={variant.own.includes(key) ? 'own' : 'inherited'}>
                <td><code>{key}</code></td>
                <td><code>{JSON.stringify(resolved[key])}</code></td>
                <td>{origin(key)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h2>Overrides</h2>
        {variant.textOverrides.length + variant.messageOverrides.length === 0 && <p className="muted">This variant shows the flow's own texts.</p>}
        <ul>
          {variant.textOverrides.map((id) => (
            <li key={id}>text of <Link to={`/step/${encodeURIComponent(id)}`}>{id}</Link> · <Link to={`/preview/${name}/${encodeURIComponent(id)}`}>preview</Link></li>
          ))}
          {variant.messageOverrides.map((id) => (
            <li key={id}>message <code>{id}</code>: “{variant.resolved.messages?.[id]}” (default “{data.messages[id]}”)</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
