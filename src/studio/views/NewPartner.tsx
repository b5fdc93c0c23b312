// /studio/partner/new: a new partner's variant file from a form (the same fields as docs/partners.md's
// example). Colours show their contrast as they are picked (the server refuses below 4.5:1 too);
// the file is written through the compile gate, then the partner's preview opens.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { base64, studioClient, type PartnerForm } from '../../../scripts/content-edit/studioClient.ts';
import { AA_NORMAL_TEXT, contrastRatio } from '../../domain/contrast.ts';
import { DiagnosticList } from '../DiagnosticList.tsx';
import type { Diagnostic } from '../data.ts';
import { useStudioData } from '../useStudioData.tsx';

const client = studioClient();
const TABLES = ['integral', 'completa', 'paga_metade', 'tabelaintegral'] as const;

const EMPTY: PartnerForm = {
  name: '', route: '/', campanhaId: 0, compraId: 0, empresaId: 0, desconto: false, tipoTabela: 'integral',
  theme: { background: '#1a1a1a', primaryBackground: '#0b5cad', primaryForeground: '#ffffff' },
  linkWhatsApp: 'https://wa.me/55', gtmId: 'GTM-', siteDomain: '',
};

/** The pairs the partner writer checks (scripts/content-edit/partnerFile.ts), shown live. */
function contrastChecks(theme: PartnerForm['theme']) {
  const valid = (c: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(c);
  return [
    { label: 'Header text (white) on the background', a: theme.background, b: '#ffffff' },
    { label: 'Button text on the button', a: theme.primaryBackground, b: theme.primaryForeground },
    { label: 'White on the button colour', a: theme.primaryBackground, b: '#ffffff' },
  ].map((c) => ({ ...c, ratio: valid(c.a) && valid(c.b) ? contrastRatio(c.a, c.b) : undefined }));
}

export default function NewPartner() {
  const { data } = useStudioData();
  const navigate = useNavigate();
  const [form, setForm] = useState<PartnerForm>(EMPTY);
  const [problem, setProblem] = useState<{ field?: string; error: string; diagnostics?: Diagnostic[] }>();
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<PartnerForm>) => setForm((f) => ({ ...f, ...patch }));
  // An image upload: sent with the form as base64; the server checks its type and size.
  const setImage = async (key: 'logo' | 'banner', file: File | undefined) => set({ [key]: file ? { name: file.name, data: await base64(file) } : undefined });
  const setColour = (key: keyof PartnerForm['theme'], value: string) => setForm((f) => ({ ...f, theme: { ...f.theme, [key]: value } }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await client.createPartner({ ...form, siteDomain: form.siteDomain?.trim() || undefined });
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
      {number('campanhaId', 'campanhaId')}
      {number('compraId', 'compraId')}
      {number('empresaId', 'empresaId')}
      <label className="field">Price table <select value={form.tipoTabela} onChange={(e) => set({ tipoTabela: e.target.value as PartnerForm['tipoTabela'] })}>
        {TABLES.map((t) => <option key={t}>{t}</option>)}
      </select></label>
      <label className="field"><input type="checkbox" checked={form.desconto} onChange={(e) => set({ desconto: e.target.checked })} /> Discount on the first instalment</label>
      <fieldset>
        <legend>Colours</legend>
        {(['background', 'primaryBackground', 'primaryForeground'] as const).map((key) => (
          <label key={key} className={problem?.field === `theme.${key}` ? 'field field--invalid' : 'field'}>
            {key} <input type="color" aria-label={`${key} picker`} value={form.theme[key].length === 7 ? form.theme[key] : '#000000'} onChange={(e) => setColour(key, e.target.value)} />
            <input aria-label={key} value={form.theme[key]} onChange={(e) => setColour(key, e.target.value)} />
          </label>
        ))}
        <ul className="contrast" data-testid="contrast">
          {contrastChecks(form.theme).map((c) => (
            <li key={c.label} className={c.ratio !== undefined && c.ratio >= AA_NORMAL_TEXT ? 'contrast--ok' : 'contrast--low'}>
              <span className="contrast__sample" style={{ background: c.a, color: c.b }}>Aa</span> {c.label}: {c.ratio === undefined ? 'not a colour' : `${c.ratio.toFixed(2)}:1 ${c.ratio >= AA_NORMAL_TEXT ? '✓' : `(below ${AA_NORMAL_TEXT}:1)`}`}
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend>Images (optional: without them the header shows the Mycon logo, and no banner)</legend>
        <label className={problem?.field === 'logo' ? 'field field--invalid' : 'field'}>
          Logo (PNG or SVG, up to 200 KB) <input type="file" aria-label="Logo" accept="image/png,image/svg+xml" onChange={(e) => void setImage('logo', e.target.files?.[0])} />
        </label>
        <label className={problem?.field === 'banner' ? 'field field--invalid' : 'field'}>
          Banner (720 × 200; SVG, PNG, JPG or WebP, up to 500 KB) <input type="file" aria-label="Banner" accept="image/svg+xml,image/png,image/jpeg,image/webp" onChange={(e) => void setImage('banner', e.target.files?.[0])} />
        </label>
      </fieldset>
      {text('WhatsApp link', 'linkWhatsApp')}
      {text('Tag-manager id', 'gtmId')}
      {text('Site domain (optional)', 'siteDomain')}
      {problem && <div role="alert">Not created{problem.field ? ` (${problem.field})` : ''}: {problem.error}{problem.diagnostics && <DiagnosticList diagnostics={problem.diagnostics} />}</div>}
      <button type="submit" disabled={busy}>Create the partner</button>
    </form>
  );
}
