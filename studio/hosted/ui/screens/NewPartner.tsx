// "Novo parceiro" (issue 24 item 4): name, route, the partnership's numbers, colours, logo and
// banner → one save in the draft that adds variants/<rota>.yaml and its images (POST
// …/parceiros). The route must be free and well formed; every refusal is said under its field.
import '../partners.css';
import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError, api, type Draft } from '../api.ts';
import type { Theme } from '../colourWords.ts';
import { Layout } from '../Layout.tsx';
import { partnerGreeting } from '../../../contract/partnerGreeting.ts';
import { ColourSwatches } from '../parts/ColourSwatches.tsx';
import { AppButton, CheckField, Field } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { PartnerScreen } from '../parts/PartnerScreen.tsx';
import { adminNote, fieldErrors, type PartnerSaved } from '../partnerApi.ts';

type Image = { nome: string; dados: string };

const TEXT_FIELDS = [
  { key: 'nome', label: 'Nome do parceiro', hint: 'Como os visitantes o conhecem: aparece na saudação e no título da página.' },
  { key: 'rota', label: 'Endereço da página', hint: 'Uma barra seguida de letras minúsculas, dígitos e hífens, por exemplo /clube-vantagem.' },
  { key: 'campanhaId', label: 'Número da campanha', hint: 'Do contrato da parceria.' },
  { key: 'compraId', label: 'Número da compra', hint: 'Do contrato da parceria.' },
  { key: 'empresaId', label: 'Número da empresa', hint: 'A empresa do consórcio que recebe os cadastros (97 dá 60 % de desconto; as outras, 50 %).' },
  { key: 'gtmId', label: 'Contêiner do Google Tag Manager', hint: 'O código GTM-… que mede as visitas deste parceiro.' },
  { key: 'linkWhatsApp', label: 'Link do WhatsApp', hint: 'https://wa.me/55… ou https://api.whatsapp.com/….' },
  { key: 'siteDomain', label: 'Domínio do site (opcional)', hint: 'Onde a página aparece, por exemplo consorcio.parceiro.com.br.' },
] as const;

const NUMBERS = new Set(['campanhaId', 'compraId', 'empresaId']);

function base64Of(file: File): Promise<Image> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ nome: file.name, dados: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(new Error(`Não foi possível ler “${file.name}”. Escolha o arquivo de novo.`));
    reader.readAsDataURL(file);
  });
}

function ImagePicker({
  label,
  hint,
  accept,
  image,
  onPick,
  error,
}: {
  label: string;
  hint: string;
  accept: string[];
  image?: Image;
  onPick: (file: File) => void;
  error?: string;
}) {
  return (
    <div className="field">
      <span className="label">{label}</span>
      <span className="hint">{hint}</span>
      <FileTrigger acceptedFileTypes={accept} onSelect={(files) => files?.[0] && onPick(files[0])}>
        <AppButton variant="secondary">{image ? `Trocar “${image.nome}”…` : `Escolher ${label.toLowerCase()}…`}</AppButton>
      </FileTrigger>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

interface Form {
  text: Record<string, string>;
  desconto: boolean;
  /** The greeting as the editor wrote it; undefined: the content's one for new partners, following the name. */
  greeting?: string;
  /** The content's greeting for new partners ({parceiro}: the name), from the server; null: none (yet). */
  template: string | null;
  /** The first button a visitor meets, as the draft's content labels it (the picture draws it); null: none (yet). */
  button: string | null;
  theme: Theme;
  images: { logo?: Image; banner?: Image };
}

const EMPTY: Form = {
  text: {},
  desconto: false,
  template: null,
  button: null,
  theme: { background: '#0b3d91', primaryBackground: '#0b3d91', primaryForeground: '#ffffff' },
  images: {},
};

/** The request, or the fields refused before asking the server (the numbers). */
function requestOf(form: Form, baseHead: string): Record<string, unknown> | ApiError {
  const typed = (key: string) => (form.text[key] ?? '').trim();
  const notNumbers = [...NUMBERS].filter((key) => !/^\d+$/.test(typed(key)));
  if (notNumbers.length > 0) {
    const problems = notNumbers.map((campo) => ({ campo, mensagem: 'Um número inteiro positivo, do contrato da parceria.' }));
    return new ApiError(422, 'formulario_invalido', 'Confira os campos marcados.', { problems });
  }
  const numbers = Object.fromEntries([...NUMBERS].map((key) => [key, Number(typed(key))]));
  const texts = { nome: form.text.nome ?? '', rota: typed('rota'), gtmId: typed('gtmId'), linkWhatsApp: typed('linkWhatsApp') };
  const site = typed('siteDomain') ? { siteDomain: typed('siteDomain') } : {};
  const greeting = form.greeting?.trim() ? { saudacao: form.greeting.trim() } : {};
  return { ...texts, ...numbers, ...site, ...greeting, desconto: form.desconto, cores: form.theme, baseHead, ...form.images };
}

export function NewPartner() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [form, setForm] = useState<Form>(EMPTY);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<PartnerSaved | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api<{ draft: Draft }>('GET', `/api/rascunhos/${id}`)
      .then((answer) => setDraft(answer.draft))
      .catch(setError);
    // The greeting's starting words and the first button's label are content (the draft's flows), not the page's.
    api<{ modelo: string | null; botao: string | null }>('GET', `/api/rascunhos/${id}/novo-parceiro`)
      .then((answer) => setForm((all) => ({ ...all, template: answer.modelo, button: answer.botao })))
      .catch(setError);
  }, [id]);
  // A refusal shown under a field also marks it invalid, which would hold the form back: an edit clears it.
  const change = (update: (form: Form) => Form) => {
    setError(null);
    setForm(update);
  };
  const submit = async () => {
    const body = draft && requestOf(form, draft.head);
    if (!body || body instanceof ApiError) return setError(body);
    setBusy(true);
    setError(null);
    try {
      setDone(await api<PartnerSaved>('POST', `/api/rascunhos/${id}/parceiros`, body));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Layout title="Novo parceiro">
      <p>
        <Link to={`/rascunhos/${id}`}>← Voltar ao rascunho</Link>
      </p>
      <h1>Novo parceiro</h1>
      <p>
        O novo parceiro entra neste rascunho: o arquivo dele, o logo e o banner num só salvamento. Ele só chega aos visitantes depois de revisado e publicado.
      </p>
      {done ? (
        <Notice kind="ok">
          <p>
            Parceiro adicionado ao rascunho (
            {done.files.length === 1 ? 'o arquivo do parceiro' : `o arquivo do parceiro e ${done.files.length - 1 === 1 ? 'uma imagem' : 'as imagens'}`}).
          </p>
          {done.aprovacaoAdmin.length > 0 && <p>{adminNote(done.aprovacaoAdmin)}</p>}
          <p>
            <AppButton onPress={() => navigate(`/rascunhos/${id}`)}>Voltar ao rascunho</AppButton>
          </p>
        </Notice>
      ) : (
        <NewPartnerForm form={form} onChange={change} error={error} onError={setError} busy={busy || !draft} onSubmit={submit} />
      )}
    </Layout>
  );
}

interface FormProps {
  form: Form;
  onChange: (update: (form: Form) => Form) => void;
  error: unknown;
  onError: (error: unknown) => void;
  busy: boolean;
  onSubmit: () => unknown;
}

function NewPartnerForm({ form, onChange, error, onError, busy, onSubmit }: FormProps) {
  const errors = fieldErrors(error);
  const cores = Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith('cores.') ? [[key.slice(6), message]] : [])));
  const pick = (kind: 'logo' | 'banner') => (file: File) =>
    base64Of(file)
      .then((image) => onChange((all) => ({ ...all, images: { ...all.images, [kind]: image } })))
      .catch(onError);
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <PartnerData form={form} onChange={onChange} errors={errors} />
      {/* Enter in a colour field takes the colour typed; it must not also send the whole form. */}
      <section className="card stack" aria-labelledby="novo-cores" onKeyDownCapture={(event) => event.key === 'Enter' && event.preventDefault()}>
        <h2 id="novo-cores">Cores</h2>
        <ColourSwatches theme={form.theme} onChange={(theme) => onChange((all) => ({ ...all, theme }))} errors={cores} />
        <PartnerScreen theme={form.theme} greeting={greetingOf(form)} button={form.button} banner={form.images.banner !== undefined} />
      </section>
      <section className="card settings-grid" aria-label="Imagens do parceiro">
        <ImagePicker
          label="Logo"
          hint="PNG ou SVG, até 200 KB."
          accept={['image/png', 'image/svg+xml']}
          image={form.images.logo}
          onPick={pick('logo')}
          error={errors.logo}
        />
        <ImagePicker
          label="Banner"
          hint="SVG, PNG, JPEG ou WebP, até 500 KB, em 720 × 200."
          accept={['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp']}
          image={form.images.banner}
          onPick={pick('banner')}
          error={errors.banner}
        />
      </section>
      {Object.keys(errors).length === 0 && <ErrorNotice error={error} />}
      <div className="row">
        <AppButton type="submit" isDisabled={busy}>
          {busy ? 'Aguarde…' : 'Adicionar parceiro ao rascunho'}
        </AppButton>
      </div>
    </form>
  );
}

/** The greeting the partner gets: the editor's own, or the content's one with the name as typed. */
const greetingOf = (form: Form) => form.greeting ?? (form.template === null ? '' : partnerGreeting(form.template, form.text.nome?.trim() || 'Parceiro'));

function PartnerData({ form, onChange, errors }: { form: Form; onChange: FormProps['onChange']; errors: Record<string, string> }) {
  return (
    <section className="card settings-grid" aria-label="Dados do parceiro">
      {TEXT_FIELDS.map((field) => (
        <Field
          key={field.key}
          label={field.label}
          hint={field.hint}
          value={form.text[field.key] ?? ''}
          onChange={(value) => onChange((all) => ({ ...all, text: { ...all.text, [field.key]: value } }))}
          error={errors[field.key]}
          isRequired={field.key !== 'siteDomain'}
        />
      ))}
      <Field
        label="Saudação"
        hint="A primeira mensagem do parceiro; um parágrafo, com <b> para negrito. Começa com o nome do parceiro."
        value={greetingOf(form)}
        onChange={(greeting) => onChange((all) => ({ ...all, greeting }))}
        error={errors.saudacao}
        multiline
      />
      <div className="field">
        <CheckField selected={form.desconto} onChange={(desconto) => onChange((all) => ({ ...all, desconto }))}>
          Desconto na primeira parcela
        </CheckField>
      </div>
    </section>
  );
}
