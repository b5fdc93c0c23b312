// `idc` overrides the campaign id (spec section 1). Only a plain positive integer counts: a typo
// such as ?idc=abc must not send NaN to the API.

export function campaignIdParam(value: string | null): number | undefined {
  if (value === null || !/^\s*\d{1,9}\s*$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
