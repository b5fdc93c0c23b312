// Copies text to the clipboard. navigator.clipboard exists only in secure contexts (https,
// localhost), so it is feature-detected; elsewhere (a LAN address over http, old browsers) the
// legacy execCommand copy of a selected textarea is tried. Never throws: false means "copy by hand".

export type CopyText = (text: string) => Promise<boolean>;

export const copyText: CopyText = async (text) => {
  if (text === '') return false;
  if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied (no recent tap, no permission): the legacy path below may still work.
    }
  }
  return legacyCopy(text);
};

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
