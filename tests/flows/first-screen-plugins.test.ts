// The first screen runs before the rest of the plug-ins load (src/plugins/): whatever its steps
// name must be in the eager registry, or the greeting would meet a missing action or guard.
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/flow-compiler/compileFlows.ts';
import { collectNames } from '../../scripts/flow-compiler/collectNames.ts';
import { splitFirstScreen } from '../../scripts/flow-compiler/splitFirstScreen.ts';
import { firstScreenPlugins } from '../../src/plugins/firstScreen.ts';

describe('first-screen plug-ins', () => {
  const { flow } = compileFlows({ root: process.cwd() });
  const names = collectNames({ ...flow, steps: splitFirstScreen(flow).first });

  it('hold every action, guard and validator the first screen names', () => {
    expect(names.ActionName.filter((n) => !(n in firstScreenPlugins.actions))).toEqual([]);
    expect(names.GuardName.filter((n) => !(n in firstScreenPlugins.guards))).toEqual([]);
    expect(names.ValidatorName.filter((n) => !(n in firstScreenPlugins.validators))).toEqual([]);
  });

  it('hold nothing else: the rest loads after the first render', () => {
    expect(Object.keys(firstScreenPlugins.actions).sort()).toEqual([...names.ActionName].sort());
    expect(Object.keys(firstScreenPlugins.guards)).toEqual(names.GuardName);
    expect(Object.keys(firstScreenPlugins.validators)).toEqual(names.ValidatorName);
  });
});
