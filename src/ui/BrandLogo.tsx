// The brand logo: /brands/{brand}.png (partner logos), then /brands/{brand}.svg, then the default
// brand's SVG, and finally the brand name as text, so a missing file never leaves a broken image.
import { useState } from 'react';
import { DEFAULT_BRAND, logoCandidates } from './logoCandidates.ts';

export { DEFAULT_BRAND, logoCandidates };

export function BrandLogo({ brand = DEFAULT_BRAND }: { brand?: string }) {
  const candidates = logoCandidates(brand);
  const [attempt, setAttempt] = useState(0);
  const label = brandLabel(brand);
  if (attempt >= candidates.length) return <span className="brand-logo brand-logo--text">{label}</span>;
  return <img key={candidates[attempt]} className="brand-logo" src={candidates[attempt]} alt={label} height={28} onError={() => setAttempt((n) => n + 1)} />;
}

function brandLabel(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}
