// The studio's "new partner": the form's variant file through the compile gate, and its uploaded
// logo and banner under public/ (checked, and an SVG sanitised, by partnerAssets.ts). The images are
// in place while the gate runs (its banner and logo rules read them from public/) and taken away
// again unless the variant file is written.
import { createContentFile, type GateLoader } from './applyEdits.ts';
import type { PartnerAnswer } from '../contract/generated/studioApi.ts';
import { assetConflicts, partnerAsset, PartnerAssetError, removeAssets, writeAssets, type PartnerAsset } from './partnerAssets.ts';
import { partnerFile, PartnerFormError, type PartnerForm } from './partnerFile.ts';

/** The engine's outcome for the variant file with the images, or the refused field (schemas/studio/partner.response.schema.json). */
export type PartnerOutcome = PartnerAnswer;

export async function createPartner(root: string, form: PartnerForm, options: { dryRun?: boolean; loadGate?: GateLoader } = {}): Promise<PartnerOutcome> {
  let assets: PartnerAsset[];
  let variant: ReturnType<typeof partnerFile>;
  try {
    partnerFile(form); // the form's own checks first: the names below come from its route
    const slug = form.route.slice(1);
    const names = { slug, brand: slug.replace(/-/g, '') };
    assets = [];
    if (form.logo) assets.push(await partnerAsset('logo', form.logo, names));
    if (form.banner) assets.push(await partnerAsset('banner', form.banner, names));
    variant = partnerFile(form, { logoFile: assets.find((a) => a.kind === 'logo')?.file, bannerUrl: assets.find((a) => a.kind === 'banner')?.url });
  } catch (error) {
    if (error instanceof PartnerFormError || error instanceof PartnerAssetError) return { status: 400, ok: false, error: error.message, field: error.field };
    throw error;
  }
  const taken = assetConflicts(root, assets)[0];
  if (taken) return { status: 409, ok: false, error: `Já existe ${taken.file}: outro parceiro usa esse nome de imagem.`, field: taken.kind };
  writeAssets(root, assets);
  let outcome: Awaited<ReturnType<typeof createContentFile>> | undefined;
  try {
    outcome = await createContentFile(root, variant.file, variant.text, { dryRun: options.dryRun, loadGate: options.loadGate });
  } finally {
    if (!(outcome?.ok && outcome.written)) removeAssets(root, assets);
  }
  return { ...outcome, route: form.route, assets: variant.assets, stored: outcome.ok && outcome.written ? assets.map((a) => a.file) : [] };
}
