// The words an editor reads for a partner file's keys beyond the curated form (partnerSettings.ts):
// every setting of the partner is listed (issue 24 item 3), each under a pt-BR name; a key without
// words here shows as itself, and the file's key is always behind "detalhes".
import { SETTINGS } from './partnerSettings.ts';

const WORDS: Record<string, string> = {
  robots: 'Indexação pelos buscadores',
  tipo: 'Tipo do parceiro (código do sistema)',
  fakeLoad: 'Espera antes da primeira mensagem (milissegundos)',
  isApp: 'Página aberta dentro do aplicativo',
  brand: 'Logo (nome do arquivo)',
  botType: 'Tipo do robô',
  previewHosts: 'Endereços de prévia onde a página também aparece',
  bannerSrc: 'Banner',
  referralExpiryDays: 'Dias de validade de uma indicação',
  referral: 'Indicação',
  planIds: 'Números por tipo de plano',
  route: 'Endereço da página',
  ...Object.fromEntries(SETTINGS.map((rule) => [rule.key, rule.label])),
};

/** "Indicação › Número da campanha" for referral.campanhaId. */
export const settingLabel = (path: readonly string[]) => path.map((key) => WORDS[key] ?? key).join(' › ');

/** What each line of a list setting must look like, in words (the schema's pattern checks it). */
export const LINE_WORDS: Record<string, string> = {
  previewHosts: 'um endereço como parceiro.example.com, ou *.vercel.app para todos os subdomínios (sem https:// e sem barra)',
};
