// "Assign a set from the weak cases" (issue 13): flagged cases first, the worst heat-map cells when no flagged case can
// be drilled on its own. A trainee whose flagged cases were all of an untargetable kind got "no weak cases" although
// the heat map showed misses (seen as a flaky e2e: the cases flagged depend on the items dealt).
import { describe, expect, it } from 'vitest';
import { targetedSet, type DrillTarget } from '../../../core/progress/heatmap.ts';
import { weakTargets } from '../../../core/progress/weak-targets.ts';

const canTarget = (t: DrillTarget) => targetedSet([t], 'tasmania', 'probe', 1) !== null;
const cell = (banker: number, third: number | null): DrillTarget => ({
  type: 'table-of-play',
  cell: { banker, third },
});
/** A flagged case of a kind no set can aim at one case of. */
const untargetable: DrillTarget = { type: 'case', kind: 'result', tag: 'banker-wins' };

describe('weak cases to drill', () => {
  it('the kind used as untargetable really cannot be targeted (else this table proves nothing)', () => {
    expect(canTarget(untargetable)).toBe(false);
    expect(canTarget(cell(4, 2))).toBe(true);
  });

  it.each([
    ['flagged cases that can be drilled come first', [cell(5, 4)], [cell(4, 2)], [cell(5, 4)]],
    [
      'only untargetable flagged cases: the worst cells instead',
      [untargetable],
      [cell(4, 2), cell(6, 7)],
      [cell(4, 2), cell(6, 7)],
    ],
    [
      'untargetable ones are dropped from the flagged',
      [untargetable, cell(3, 8)],
      [cell(4, 2)],
      [cell(3, 8)],
    ],
    ['nothing flagged: the worst cells', [], [cell(6, 7)], [cell(6, 7)]],
    ['nothing at all: nothing to build', [untargetable], [], []],
  ] as const)('%s', (_name, flagged, cells, expected) => {
    expect(weakTargets(flagged, cells, canTarget)).toEqual(expected);
  });
});
