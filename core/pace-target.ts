// The house's pace target (issue 23, the pace lab): coups an hour a dealer must keep up at its table. Neither the
// rule documents (../shared/rules) nor DEALING.md state a pace, so the target is the house's convention, a field of
// its profile (`paceCoupsPerHour`). A profile without it (saved before the field) takes the app's stated default for
// its style of table: mini-baccarat (the dealer turns every card, no squeeze) is dealt faster than midi (players
// squeeze the cards, Tasmania 9.3), so the default follows the profile's `squeeze`.
import type { TableProfile } from './profiles.ts';
import { z } from 'zod';

export type TableStyle = 'mini' | 'midi';

/** The app's default targets, coups an hour, by style of table (a house convention, not a rule). */
export const DEFAULT_COUPS_PER_HOUR: Readonly<Record<TableStyle, number>> = { mini: 70, midi: 50 };

export const TABLE_STYLE_WORDS: Readonly<Record<TableStyle, string>> = {
  mini: 'mini-baccarat (the dealer turns every card)',
  midi: 'midi-baccarat (players squeeze the cards)',
};

export function tableStyle(profile: Pick<TableProfile, 'squeeze'>): TableStyle {
  return profile.squeeze ? 'midi' : 'mini';
}

/** A house's pace target, as a session summary carries it. */
export const paceTargetSchema = z
  .strictObject({
    coupsPerHour: z.number(),
    /** 'house': the profile states it; 'default': the app's default for the table's style. */
    from: z.enum(['house', 'default']),
  })
  .readonly();
export type PaceTarget = z.infer<typeof paceTargetSchema>;

export function paceTarget(profile: Pick<TableProfile, 'squeeze' | 'paceCoupsPerHour'>): PaceTarget {
  if (profile.paceCoupsPerHour !== undefined)
    return { coupsPerHour: profile.paceCoupsPerHour, from: 'house' };
  return { coupsPerHour: DEFAULT_COUPS_PER_HOUR[tableStyle(profile)], from: 'default' };
}

/** "the house's 70 coups an hour" / "the default 50 coups an hour for midi-baccarat (players squeeze the cards)". */
export function paceTargetWords(profile: Pick<TableProfile, 'squeeze' | 'paceCoupsPerHour'>): string {
  const t = paceTarget(profile);
  return t.from === 'house'
    ? `the house's ${t.coupsPerHour} coups an hour`
    : `the default ${t.coupsPerHour} coups an hour for ${TABLE_STYLE_WORDS[tableStyle(profile)]}`;
}
