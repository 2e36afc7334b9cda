import { describe, expect, it } from 'vitest';
import type { DrillSetSummary } from '../../contract/index.ts';
import { assessmentHouses } from '../../renderer/lib/assessment-houses.ts';

const set = (
  id: string,
  profileId: string,
  mode: 'practice' | 'assessment',
  title = id,
): DrillSetSummary => ({
  id,
  title,
  description: '',
  mode,
  profileId,
  kinds: [],
  items: 10,
  builtIn: false,
});
const names: Record<string, string> = { tasmania: 'Tasmania', crown: 'Crown Melbourne', zeta: 'Zeta Club' };
const houseName = (id: string) => names[id] ?? id;

describe('the Assessments tab set list (issue 21)', () => {
  const sets = [
    set('a-guide', 'tasmania', 'assessment', 'Casino guide'),
    set('p1', 'zeta', 'practice'),
    set('z-exam', 'zeta', 'assessment', 'Zeta exam'),
    set('c-exam', 'crown', 'assessment', 'Crown final'),
    set('z-basic', 'zeta', 'assessment', 'A basic check'),
  ];

  it.each([
    ['zeta', ['zeta', 'crown', 'tasmania']],
    ['tasmania', ['tasmania', 'crown', 'zeta']],
    ['no-such-house', ['crown', 'tasmania', 'zeta']],
  ])('chosen house %s is listed first, then the others by name', (chosen, order) => {
    expect(assessmentHouses(sets, chosen, houseName).map((h) => h.id)).toEqual(order);
  });

  it('lists only assessment sets, by title within a house', () => {
    const zeta = assessmentHouses(sets, 'zeta', houseName)[0]!;
    expect(zeta).toMatchObject({ name: 'Zeta Club' });
    expect(zeta.sets.map((s) => s.id)).toEqual(['z-basic', 'z-exam']);
  });
});
