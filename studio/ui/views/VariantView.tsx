// /studio/variant/:name: every setting with its value and where it comes from (the variant's file,
// the file it extends, or defaults.yaml), the theme as swatches with WCAG AA contrast checks, the
// texts and messages it overrides, and a link to the chat on its route. Every setting (maps key by
// key, lists of texts one item per line) and every UI copy id is editable in place (SettingField);
// colours re-check their contrast as typed.
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AA_NORMAL_TEXT } from '../../../src/domain/contrast.ts';
import { isColour, themeContrast } from '../../../src/contracts/themeContrast.ts';
import type { CopyRow } from '../../contract/studioClient.ts';
import { client } from '../fields/EditableText.tsx';
import { SettingField, type SettingTarget, type SettingValue } from '../fields/SettingField.tsx';
import type { StudioData, StudioVariant } from '../../contract/studioData.ts';
import { useStudioData } from '../useStudioData.tsx';
import { SourceLink } from '../SourceLink.tsx';

/** What a field can edit: a text, number or flag, or a list of texts (one per line). */
const isEditable = (value: unknown): value is SettingValue =>
  ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'));

/** A setting's rows: one per value, maps opened key by key (`referral.campanhaId`), since a
 * variant overrides a map's keys one at a time. */
function settingRows(key: string, value: unknown): Array<[string, unknown]> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([sub, inner]) => settingRows(`${key}.${sub}`, inner))
    : [[key, value]];
}

/** The file an inherited setting is written in: the nearest variant it extends that sets it, else defaults.yaml. */
function settingOrigin(data: StudioData, variant: StudioVariant, key: string): SettingTarget['origin'] {
  const path = key.split('.');
  for (let v = variant.extends ? data.variants[variant.extends] : undefined; v; v = v.extends ? data.variants[v.extends] : undefined) {
    if (v.own.includes(key)) return { file: v.file, path };
  }
  const inDefaults =
    path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), data.defaults) !== undefined;
  return inDefaults ? { file: data.variants.defaults?.file ?? 'variants/defaults.yaml', path } : undefined;
}

/** The UI copy rows of the copy deck (flows/ui.yaml with each variant's `ui:` overrides), reloaded after a save. */
function useUiCopy(): [CopyRow[] | undefined, () => void] {
  const [rows, setRows] = useState<CopyRow[]>();
  const reload = useCallback(() => {
    void client.copyDeck().then((deck) => {
      if (deck.ok) setRows(deck.rows.filter((row) => row.kind === 'ui'));
    });
  }, []);
  useEffect(reload, [reload]);
  return [rows, reload];
}

export default function VariantView() {
  const { data } = useStudioData();
  const { name = '' } = useParams();
  const [uiRows, reloadUi] = useUiCopy();
  if (!data) return null;
  const variant = data.variants[name];
  if (!variant)
    return (
      <p>
        No variant “{name}”. <Link to="/">Back to the overview</Link>
      </p>
    );
  const resolved = variant.resolved as unknown as Record<string, unknown>;
  // Keys are top-level settings or theme.<colour>: the theme merges colour by colour.
  const inDefaults = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), data.defaults) !==
    undefined;
  const origin = (key: string) =>
    variant.own.includes(key) ? variant.file : (settingOrigin(data, variant, key)?.file ?? (inDefaults(key) ? 'variants/defaults.yaml' : 'built in'));
  const settings = Object.keys(resolved)
    .filter((k) => k !== 'texts' && k !== 'messages' && k !== 'theme' && k !== 'ui')
    .sort();
  const target = (key: string, value: SettingValue): SettingTarget => ({
    label: key,
    value,
    variantFile: variant.file,
    path: key.split('.'),
    own: variant.own.includes(key),
    origin: settingOrigin(data, variant, key),
  });
  const rows = settings.flatMap((setting) => settingRows(setting, resolved[setting]));

  return (
    <article className="variant" data-testid="variant-view">
      <VariantHeader name={name} variant={variant} />
      <ThemeSection name={name} variant={variant} origin={origin} target={target} />
      <section>
        <h2>Settings</h2>
        <table className="studio-table" data-testid="settings">
          <thead>
            <tr>
              <th>Setting</th>
              <th>Value</th>
              <th>From</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, value]) => (
              <tr key={key} className={variant.own.includes(key) ? 'own' : 'inherited'}>
                <td>
                  <code>{key}</code>
                </td>
                <td>
                  {isEditable(value) ? (
                    <SettingField key={`${name}-${key}`} target={target(key, value)} />
                  ) : (
                    <>
                      <code>{JSON.stringify(value)}</code> <span className="muted">(edit it in the file)</span>
                    </>
                  )}
                </td>
                <td>{origin(key)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <UiCopySection name={name} variant={variant} rows={uiRows} reload={reloadUi} />
      <OverridesSection name={name} variant={variant} messages={data.messages} />
    </article>
  );
}

function VariantHeader({ name, variant }: { name: string; variant: StudioVariant }) {
  const route = variant.resolved.route ?? '/';
  return (
    <header>
      <h1>{name}</h1>
      <p>
        <SourceLink file={variant.file} /> · route <code>{route}</code> ·{' '}
        <a href={route} target="_blank" rel="noreferrer">
          Open the chat on {route} ↗
        </a>
        {variant.extends && (
          <>
            {' '}
            · extends <Link to={`/variant/${variant.extends}`}>{variant.extends}</Link>
          </>
        )}
      </p>
    </header>
  );
}

interface ThemeSectionProps {
  name: string;
  variant: StudioVariant;
  /** Where a setting comes from, as the settings table says it. */
  origin: (key: string) => string;
  target: (key: string, value: SettingValue) => SettingTarget;
}

function ThemeSection({ name, variant, origin, target }: ThemeSectionProps) {
  // Colours as being typed, for the live contrast check.
  const [themeDraft, setThemeDraft] = useState<Record<string, string | undefined>>({});
  const savedTheme = variant.resolved.theme ?? {};
  const theme: Record<string, string> = { ...savedTheme };
  for (const [key, colour] of Object.entries(themeDraft)) if (isColour(colour)) theme[key] = colour;
  return (
    <section>
      <h2>Theme</h2>
      <div className="swatches">
        {Object.entries(savedTheme).map(([key, colour]) => (
          <div key={`${name}-${key}`} className="swatch">
            <span className="swatch__chip" style={{ background: theme[key] }} />
            <code>{key}</code> <span className="muted">({origin(`theme.${key}`)})</span>
            <SettingField
              key={`${name}-${key}`}
              target={target(`theme.${key}`, colour as string)}
              onDraft={(draft) => setThemeDraft((d) => ({ ...d, [key]: draft }))}
              onSaved={() => setThemeDraft((d) => ({ ...d, [key]: undefined }))}
            />
          </div>
        ))}
      </div>
      <table className="studio-table" data-testid="contrast">
        <thead>
          <tr>
            <th>Pair</th>
            <th>Sample</th>
            <th>Ratio</th>
            <th>WCAG AA</th>
          </tr>
        </thead>
        <tbody>
          {themeContrast(theme).map((check) => (
            <tr key={check.pair}>
              <td>{check.pair}</td>
              <td>
                <span className="contrast-sample" style={{ color: check.foreground, background: check.background }}>
                  Quero simular
                </span>
              </td>
              <td>{check.ratio.toFixed(2)}:1</td>
              <td className={check.passes ? 'pass' : 'fail'}>{check.passes ? 'passes' : `fails (needs ${AA_NORMAL_TEXT}:1)`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface UiCopySectionProps {
  name: string;
  variant: StudioVariant;
  rows: CopyRow[] | undefined;
  reload: () => void;
}

function UiCopySection({ name, variant, rows, reload }: UiCopySectionProps) {
  const [filter, setFilter] = useState('');
  const shown = rows?.filter((row) => !filter || `${row.id} ${row.default} ${row.overrides[name] ?? ''}`.toLowerCase().includes(filter.toLowerCase()));
  return (
    <section>
      <h2>UI copy</h2>
      <p className="muted">
        Interface words (flows/ui.yaml); “For this variant only” writes the id under <code>ui:</code> in {variant.file}.
      </p>
      <label>
        Find a copy id or text <input aria-label="Find UI copy" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      {!rows && <p className="muted">Loading…</p>}
      <table className="studio-table" data-testid="ui-copy">
        <thead>
          <tr>
            <th>Copy id</th>
            <th>Text</th>
            <th>From</th>
          </tr>
        </thead>
        <tbody>
          {shown?.map((row) => {
            const id = row.override?.section === 'ui' ? row.override.key : row.id;
            const own = row.overrides[name] !== undefined;
            return (
              <tr key={`${name}-${row.id}`} className={own ? 'own' : 'inherited'}>
                <td>
                  <code>{id}</code>
                </td>
                <td>
                  <SettingField
                    target={{
                      label: `ui ${id}`,
                      value: row.overrides[name] ?? row.default,
                      variantFile: variant.file,
                      path: ['ui', id],
                      own,
                      origin: { file: row.file, path: row.path },
                    }}
                    onSaved={reload}
                  />
                </td>
                <td>{own ? variant.file : row.file}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function OverridesSection({ name, variant, messages }: { name: string; variant: StudioVariant; messages: StudioData['messages'] }) {
  return (
    <section>
      <h2>Overrides</h2>
      {variant.textOverrides.length + variant.messageOverrides.length === 0 && <p className="muted">This variant shows the flow's own texts.</p>}
      <ul>
        {variant.textOverrides.map((id) => (
          <li key={id}>
            text of <Link to={`/step/${encodeURIComponent(id)}`}>{id}</Link> · <Link to={`/preview/${name}/${encodeURIComponent(id)}`}>preview</Link>
          </li>
        ))}
        {variant.messageOverrides.map((id) => (
          <li key={id}>
            message <code>{id}</code>: “{variant.resolved.messages?.[id]}” (default “{messages[id]}”)
          </li>
        ))}
      </ul>
    </section>
  );
}
