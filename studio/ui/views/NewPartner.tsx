// /studio/partner/new: a new partner's variant file from a form (the same fields as docs/partners.md's
// example). Colours show their contrast as they are picked (the server refuses below 4.5:1 too);
// the file is written through the compile gate, then the partner's preview opens.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { base64, studioClient, type PartnerForm } from '../../contract/studioClient.ts';
import { AA_NORMAL_TEXT } from '../../../src/domain/contrast.ts';
import { THEME_CONTRAST_PAIRS, themeContrast } from '../../../src/contracts/themeContrast.ts';
import { DiagnosticList } from '../DiagnosticList.tsx';
import type { Diagnostic } from '../../contract/studioData.ts';
import { useStudioData } from '../useStudioData.tsx';
import { PRICE_TABLES } from '../../../src/domain/planTypesForTable.ts';
import { PartnerScreenPreview } from './PartnerScreenPreview.tsx';
import { stockGreeting } from '../../contract/partnerGreeting.ts';

const client = studioClient();

const EMPTY: PartnerForm = {
  name: '',
  route: '/',
  campanhaId: 0,
  compraId: 0,
  empresaId: 0,
  desconto: false,
  tipoTabela: 'integral',
  theme: { background: '#1a1a1a', primaryBackground: '#0b5cad', primaryForeground: '#ffffff' },
  linkWhatsApp: 'https://wa.me/55',
  gtmId: 'GTM-',
  siteDomain: '',
};

export default function NewPartner() {
  const { data } = useStudioData();
  const navigate = useNavigate();
  const [form, setForm] = useState<PartnerForm>(EMPTY);
  const [problem, setProblem] = useState<{ field?: string; error: string; diagnostics?: Diagnostic[] }>();
  const [busy, setBusy] = useState(false);
  // The greeting follows the name until the editor writes their own.
  const [greeting, setGreeting] = useState<string>();
  const shownGreeting = greeting ?? stockGreeting(form.name || 'Parceiro');
  const set = (patch: Partial<PartnerForm>) => setForm((f) => ({ ...f, ...patch }));
  // An image upload: sent with the form as base64; the server checks its type and size.
  const setImage = async (key: 'logo' | 'banner', file: File | undefined) => set({ [key]: file ? { name: file.name, data: await base64(file) } : undefined });
  const setColour = (key: keyof PartnerForm['theme'], value: string) => setForm((f) => ({ ...f, theme: { ...f.theme, [key]: value } }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await client.createPartner({ ...form, greeting: shownGreeting, siteDomain: form.siteDomain?.trim() || undefined });
    setBusy(false);
    if (answer.ok) return navigate(`/preview/${form.route.slice(1)}/${encodeURIComponent(data?.start ?? '')}`);
    if ('field' in answer) return setProblem({ field: answer.field, error: answer.error });
    setProblem({ error: answer.error, diagnostics: answer.status === 422 ? answer.diagnostics : undefined });
  };
  const text = (label: string, key: 'name' | 'route' | 'linkWhatsApp' | 'gtmId' | 'siteDomain') => (
    <label className={problem?.field === key ? 'field field--invalid' : 'field'}>
      {label} <input value={form[key] ?? ''} onChange={(e) => set({ [key]: e.target.value })} />
    </label>
  );
  const number = (label: string, key: 'campanhaId' | 'compraId' | 'empresaId') => (
    <label className={problem?.field === key ? 'field field--invalid' : 'field'}>
      {label} <input type="number" min={1} value={form[key] || ''} onChange={(e) => set({ [key]: Number(e.target.value) })} />
    </label>
  );
  return (
    <form className="partner-form" onSubmit={submit}>
      <h1>New partner</h1>
      {text('Name', 'name')}
      {text('Route', 'route')}
      <label className={problem?.field === 'greeting' ? 'field field--invalid' : 'field'}>
        Greeting (the partner's first message; HTML such as &lt;b&gt; allowed){' '}
        <textarea aria-label="Greeting" rows={3} cols={60} value={shownGreeting} onChange={(e) => setGreeting(e.target.value)} />
      </label>
      {number('campanhaId', 'campanhaId')}
      {number('compraId', 'compraId')}
      {number('empresaId', 'empresaId')}
      <label className="field">
        Price table{' '}
        <select value={form.tipoTabela} onChange={(e) => set({ tipoTabela: e.target.value as PartnerForm['tipoTabela'] })}>
          {PRICE_TABLES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label className="field">
        <input type="checkbox" checked={form.desconto} onChange={(e) => set({ desconto: e.target.checked })} /> Discount on the first instalment
      </label>
      <fieldset>
        <legend>Colours</legend>
        {(['background', 'primaryBackground', 'primaryForeground'] as const).map((key) => (
          <label key={key} className={problem?.field === `theme.${key}` ? 'field field--invalid' : 'field'}>
            {key}{' '}
            <input
              type="color"
              aria-label={`${key} picker`}
              value={form.theme[key].length === 7 ? form.theme[key] : '#000000'}
              onChange={(e) => setColour(key, e.target.value)}
            />
            <input aria-label={key} value={form.theme[key]} onChange={(e) => setColour(key, e.target.value)} />
          </label>
        ))}
        <ul className="contrast" data-testid="contrast">
          {THEME_CONTRAST_PAIRS.map(({ pair }) => {
            // The pairs flows:check and the partner writer hold every theme to, re-checked as typed.
            const check = themeContrast(form.theme).find((c) => c.pair === pair);
            return (
              <li key={pair} className={check?.passes ? 'contrast--ok' : 'contrast--low'}>
                <span className="contrast__sample" style={{ background: check?.background, color: check?.foreground }}>
                  Aa
                </span>{' '}
                {pair}: {check ? `${check.ratio.toFixed(2)}:1 ${check.passes ? '✓' : `(below ${AA_NORMAL_TEXT}:1)`}` : 'not a colour'}
              </li>
            );
          })}
        </ul>
        <PartnerScreenPreview theme={form.theme} greeting={shownGreeting} banner={form.banner !== undefined} />
      </fieldset>
      <fieldset>
        <legend>Images (optional: without a logo the header shows Mycon's; without a banner none shows)</legend>
        <label className={problem?.field === 'logo' ? 'field field--invalid' : 'field'}>
          Logo (PNG or SVG, up to 200 KB){' '}
          <input type="file" aria-label="Logo" accept="image/png,image/svg+xml" onChange={(e) => void setImage('logo', e.target.files?.[0])} />
        </label>
        <label className={problem?.field === 'banner' ? 'field field--invalid' : 'field'}>
          Banner (720 × 200; SVG, PNG, JPG or WebP, up to 500 KB){' '}
          <input
            type="file"
            aria-label="Banner"
            accept="image/svg+xml,image/png,image/jpeg,image/webp"
            onChange={(e) => void setImage('banner', e.target.files?.[0])}
          />
        </label>
      </fieldset>
      {text('WhatsApp link', 'linkWhatsApp')}
      {text('Tag-manager id', 'gtmId')}
      {text('Site domain (optional)', 'siteDomain')}
      {problem && (
        <div role="alert">
          Not created{problem.field ? ` (${problem.field})` : ''}: {problem.error}
          {problem.diagnostics && <DiagnosticList diagnostics={problem.diagnostics} />}
        </div>
      )}
      <button type="submit" disabled={busy}>
        Create the partner
      </button>
    </form>
  );
}
