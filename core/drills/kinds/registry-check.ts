// What every module in the registry must carry, checked when the registry loads: a kind that is registered without
// its label, speed target or rule, or under a name another kind has, is an error that names the kind and the fact,
// not a blank on a screen. (The names list, core/drills/drill-kinds.ts, is written from the registry.)
import { isMessageRef, say } from '../../i18n/say.ts';
import type { DrillKindModule } from './kind.ts';

/** Each problem in words, e.g. `call-hand: no label`; none when the registry is sound. */
export function registryProblems(modules: readonly DrillKindModule[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [i, m] of modules.entries()) {
    const name: unknown = m.kind; // a careless module may lack it: say which entry
    const kind = typeof name === 'string' && name !== '' ? name : `entry ${i + 1}`;
    const problem = (what: string) => problems.push(`${kind}: ${what}`);
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(kind))
      problem('the kind is not a lower-case name with hyphens');
    // The label is a message; two kinds are told apart by their English names.
    const label: unknown = m.label;
    const english = isMessageRef(label) ? say(label, 'en').trim() : '';
    if (english === '') problem('no label');
    else if (seen.has(english)) problem(`the label "${english}" is also ${seen.get(english)}'s`);
    else seen.set(english, kind);
    if (typeof m.rule !== 'string' || m.rule.trim() === '') problem('no rule');
    if (!Number.isInteger(m.speedTargetMs) || m.speedTargetMs <= 0)
      problem('no speed target (a whole number of ms above 0)');
    if (!Array.isArray(m.constraintFields)) problem('no constraint fields');
    if (typeof m.constraints?.safeParse !== 'function' || !m.constraints.safeParse({}).success)
      problem('no constraints schema that takes {}');
    if (typeof m.generate !== 'function') problem('no generate');
    if (m.caseCandidates !== undefined && typeof m.constraintsForCase !== 'function')
      problem('case candidates but no constraintsForCase');
  }
  const kinds = modules.map((m) => m.kind);
  for (const kind of new Set(kinds.filter((k, i) => kinds.indexOf(k) !== i)))
    problems.push(`${kind}: registered twice`);
  return problems;
}
