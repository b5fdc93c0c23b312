// The standalone sandbox's variants (npm run sandbox, the bench): one compile through the
// compiler's front door, the same resolver and checks the build runs. Only problems in the variant
// files stop it; a flow mid-edit does not change what a lead is charged.
import { compileFlows, formatDiagnostics } from '../../scripts/compiler/index.ts';
import type { Variants } from './campaignDiscounts.ts';

export function compiledVariants(root: string): Variants {
  const { variants, diagnostics } = compileFlows({ root });
  const problems = diagnostics.filter((d) => d.severity === 'error' && d.file.startsWith('variants/'));
  if (problems.length > 0) throw new Error(`the variant files do not compile:\n${formatDiagnostics(problems)}`);
  return variants;
}
