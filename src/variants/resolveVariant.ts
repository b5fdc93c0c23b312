// Which variant a page load shows (spec sections 1, 2 and 9). The path picks the variant file (`/`
// the one serving the current host, else main); host gating hides a variant outside its own site;
// then the URL adds app mode (an explicit flag, appModeParam.ts), a referral code (or one stored on an earlier visit, until
// it expires) and an idc campaign id. Pure but for the clock (a stored code's age): src/main.tsx passes
// location and storage in, so every rule is unit-tested.
import type { ResolvedVariant } from '../contracts/content.ts';
import { applyReferral } from './applyReferral.ts';
import { campaignIdParam } from './campaignIdParam.ts';
import { hostAllowed } from './hostAllowed.ts';
import { appModeParam } from './appModeParam.ts';
import { normalisePath } from './normalisePath.ts';
import { referralCode, type ReadableStorage } from './referralCode.ts';
import { routeTable } from './routeTable.ts';
import { variantForHost } from './variantForHost.ts';

export interface VariantRequest {
  /** Every variant, keyed by file name (virtual:variants). */
  variants: Readonly<Record<string, ResolvedVariant>>;
  /** location.pathname */
  path: string;
  /** location.hostname (no port) */
  host: string;
  /** location.search, with or without the leading `?` */
  query: string;
  /** localStorage, or null where the browser refuses it (private mode, disabled storage). */
  storage?: ReadableStorage | null;
}

export type VariantResolution = { status: 'found'; variant: ResolvedVariant } | { status: 'not-found'; reason: 'unknown-route' | 'host-not-allowed' };

export function resolveVariant(request: VariantRequest): VariantResolution {
  const { variants, host } = request;
  const path = normalisePath(request.path);
  const base = path === '/' ? variantForHost(variants, host) : routeTable(variants).get(path);
  if (!base) return { status: 'not-found', reason: 'unknown-route' };
  if (!hostAllowed(host, base)) return { status: 'not-found', reason: 'host-not-allowed' };

  const query = new URLSearchParams(request.query);
  let variant: ResolvedVariant = { ...base };
  // The app routes declare isApp in their files; other routes need the explicit flag.
  if (appModeParam(query)) variant = { ...variant, isApp: true, navBar: false };
  const code = referralCode(query, request.storage);
  if (code) variant = applyReferral(variant, code);
  const idc = campaignIdParam(query.get('idc'));
  if (idc !== undefined) variant = { ...variant, campanhaId: idc };
  return { status: 'found', variant };
}
