// The profile form (issue 12): every built-in profile reads back unchanged through the form's text; each kind of
// field gets its problem in plain words beside it (never a code path); amounts are dollars and cents text stored as
// integer cents; the exact house edges beside the form follow every change, and a pay-table typo is flagged.
import { flushSync } from 'svelte';
import { describe, expect, test } from 'vitest';
import { BUILT_IN_PROFILES, builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { analysisInput } from '../../renderer/lib/profile-analysis.ts';
import { draftFromProfile, type ProfileDraft } from '../../renderer/lib/profile-draft.ts';
import { fieldLabel } from '../../renderer/lib/profile-labels.ts';
import { readDraft } from '../../renderer/lib/profile-read.ts';
import ProfileEditor from '../../renderer/screens/trainer/studio/profile/ProfileEditor.svelte';
import { mountInBody } from './mount.ts';

const dragon = builtInProfile('dragon-bonus') as TableProfile;
const tasmania = builtInProfile('tasmania') as TableProfile;

function edited(p: TableProfile, change: (d: ProfileDraft) => void): ReturnType<typeof readDraft> {
  const d = draftFromProfile(p);
  change(d);
  return readDraft(d);
}

describe('the form model (renderer/lib/profile-draft.ts)', () => {
  test.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    '%s reads back unchanged through the form',
    (_id, p) => {
      const read = readDraft(draftFromProfile(p));
      expect(read.errors).toEqual({});
      expect(read.profile).toEqual(p);
    },
  );

  test.each([
    ['0.25, 1, 5, 1,000', [25, 100, 500, 100000]],
    ['0.25,1,5,25', [25, 100, 500, 2500]],
    ['1 5 25 100', [100, 500, 2500, 10000]],
    ['$5, $25, 1,000, 10,000', [500, 2500, 100000, 1000000]],
  ])('chips typed as "%s" are %j cents', (text, cents) => {
    expect(edited(tasmania, (d) => (d.chips = text)).profile?.chips).toEqual(cents);
  });

  test.each([
    ['1,000.50', 100050],
    ['$25', 2500],
    ['0.25', 25],
    ['19.99', 1999],
  ])('an amount typed as "%s" is stored as %i cents', (text, cents) => {
    const read = edited(tasmania, (d) => (d.limits.main.max = text));
    if (cents > tasmania.limits.main.min) expect(read.profile?.limits.main.max).toBe(cents);
    else expect(read.errors['limits.main.min']).toBe('the minimum is above the maximum');
  });

  // One bad value in each kind of field, and the words beside it.
  test.each<[string, (d: ProfileDraft) => void, string, RegExp]>([
    ['text: an empty name', (d) => (d.name = ''), 'name', /^fill this in$/],
    ['id: capitals and spaces', (d) => (d.id = 'My Club'), 'id', /lower-case letters, digits and hyphens/],
    ['currency code', (d) => (d.currencyCode = 'aud'), 'currency.code', /three capital letters/],
    [
      'count: 3 decks (Tasmania 4.1)',
      (d) => (d.decks = '3'),
      'decks',
      /Tasmania 4\.1: a shoe holds 4 to 8 decks/,
    ],
    ['count: not a number', (d) => (d.decks = 'eight'), 'decks', /"eight" is not a whole number/],
    ['odds: Tie pays 0', (d) => (d.tie.pays = '0'), 'tie.pays', /^must be more than 0$/],
    ['odds: a fraction', (d) => (d.tie.per = '1.5'), 'tie.per', /"1\.5" is not a whole number/],
    [
      'commission at even money (Tasmania 12.2)',
      (d) => (d.commission = { pays: '20', per: '20' }),
      'banker.odds.pays',
      /less than even money \(Tasmania 12\.2/,
    ],
    ['money: letters', (d) => (d.limits.tie.min = 'ten'), 'limits.tie.min', /"ten" is not an amount/],
    ['money: a third decimal', (d) => (d.betUnit = '1.005'), 'betUnit', /not an amount/],
    ['money: zero', (d) => (d.betUnit = '0'), 'betUnit', /^must be more than \$0\.00$/],
    [
      'money: minimum above maximum',
      (d) => (d.limits.side.min = '500'),
      'limits.side.min',
      /minimum is above the maximum/,
    ],
    ['chips out of order', (d) => (d.chips = '5, 1, 25'), 'chips', /smallest first/],
    ['no chips', (d) => (d.chips = ' '), 'chips', /at least one chip/],
    [
      'secret wagers over 20',
      (d) => (d.competition.secretWagers = '21'),
      'competition.secretWagers',
      /^must be at most 20$/,
    ],
    [
      'Perfect Pairs with Player/Banker Pair',
      (d) => (d.pairsOn = true),
      'pairs',
      /either Perfect Pairs or Player\/Banker Pair/,
    ],
    [
      'box rounding on a deducted commission',
      (d) => (d.roundOn = 'total'),
      'banker.roundOn',
      /needs box collection/,
    ],
    [
      'accuracy over 100%',
      (d) => ((d.targetsOn = true), (d.skills['third-card'].accuracy = '120')),
      'targets.third-card.accuracy',
      /^must be at most 100%$/,
    ],
    [
      'pace not in seconds',
      (d) => ((d.targetsOn = true), (d.skills.payout.pace = 'fast')),
      'targets.payout.pace',
      /"fast" is not a time in seconds/,
    ],
    [
      'pace too short',
      (d) => ((d.targetsOn = true), (d.skills.payout.pace = '0.1')),
      'targets.payout.pace',
      /^must be at least 0\.5 s$/,
    ],
    [
      'a push word with capitals and a mark (issue 23)',
      (d) => (d.pushWord = 'Push!'),
      'pushWord',
      /^must be lower-case letters such as "push" or "stand-off"/,
    ],
  ])('%s: the message is beside its field, in plain words', (_what, change, key, words) => {
    const read = edited(tasmania, change);
    expect(read.profile).toBeNull();
    expect(read.errors[key]).toMatch(words);
    for (const message of Object.values(read.errors))
      expect(message).not.toMatch(/\b[a-zA-Z]+\.\d+(\.|\b)|Invalid input/);
  });

  test('Dragon Bonus rows: a wrong row is labelled by its margin, and the analysis waits only for betting fields', () => {
    const read = edited(dragon, (d) => (d.dragon.margins['9'].pays = ''));
    expect(read.errors['dragonBonus.margins.9.pays']).toBe('fill this in (a whole number)');
    expect(fieldLabel('dragonBonus.margins.9.pays')).toBe('Dragon Bonus, win by 9 (pays)');
    expect(analysisInput(read, dragon)).toEqual({
      profile: null,
      waitingFor: ['Dragon Bonus, win by 9 (pays)'],
    });
    // A wrong name does not hide the figures: the betting fields are figured on the rest of the opened profile.
    const named = edited(dragon, (d) => ((d.name = ''), (d.tie.pays = '9')));
    expect(analysisInput(named, dragon).profile?.tie).toEqual({ pays: 9, per: 1 });
  });

  test('the word for a push (issue 23): shown as "push" when unstated, a typed word is saved, "push" stays unstated', () => {
    expect(draftFromProfile(tasmania).pushWord).toBe('push');
    expect(edited(tasmania, (d) => (d.pushWord = ' stand-off ')).profile?.pushWord).toBe('stand-off');
    expect(draftFromProfile({ ...tasmania, pushWord: 'stand-off' }).pushWord).toBe('stand-off');
    expect(edited({ ...tasmania, pushWord: 'stand-off' }, (d) => (d.pushWord = 'push')).profile).toEqual(
      tasmania,
    );
  });

  test('targets: a profile without them stays without; switched on, they are stored per skill', () => {
    expect(readDraft(draftFromProfile(tasmania)).profile?.targets).toBeUndefined();
    const read = edited(tasmania, (d) => {
      d.targetsOn = true;
      d.minAnswered = '10';
      for (const k of Object.keys(d.skills) as (keyof ProfileDraft['skills'])[]) d.skills[k].on = false;
      d.skills.payout = { on: true, accuracy: '90', pace: '6.5' };
    });
    expect(read.profile?.targets).toEqual({
      minAnswered: 10,
      skills: [{ kind: 'payout', accuracy: 90, paceMs: 6500 }],
    });
    const none = edited(tasmania, (d) => {
      d.targetsOn = true;
      for (const k of Object.keys(d.skills) as (keyof ProfileDraft['skills'])[]) d.skills[k].on = false;
    });
    expect(none.errors['targets.skills']).toBe('list at least 1');
  });
});

describe('ProfileEditor: the form beside its live house edges', () => {
  function type(el: HTMLElement, testid: string, text: string): void {
    const input = el.querySelector<HTMLInputElement>(`[data-testid="${testid}"]`);
    if (!input) throw new Error(`no ${testid}`);
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    flushSync();
  }
  const edge = (el: HTMLElement, bet: string): number =>
    Number(
      el
        .querySelector(`[data-testid="analysis-row"][data-bet="${bet}"] [data-testid="analysis-edge"]`)
        ?.getAttribute('data-edge'),
    );
  const text = (el: HTMLElement, testid: string) =>
    el.querySelector(`[data-testid="${testid}"]`)?.textContent?.replace(/\s+/g, ' ').trim();

  function editor(profile: TableProfile, mode: 'view' | 'edit' | 'new' = 'edit') {
    const saved: TableProfile[] = [];
    const el = mountInBody(ProfileEditor, {
      profile,
      mode,
      onsave: (p: TableProfile) => saved.push(p),
      onclose: () => undefined,
      onduplicate: () => undefined,
    });
    return { el, saved };
  }

  test('Tasmania 12.3: Tie 9:1 instead of 8:1 drops the Tie edge from 14.36% to 4.84% at once', () => {
    const { el } = editor(dragon);
    expect(edge(el, 'tie')).toBeCloseTo(0.1436, 4);
    type(el, 'profile-form-tie.pays', '9');
    expect(edge(el, 'tie')).toBeCloseTo(0.0484, 4);
    expect(text(el, 'analysis-row"][data-bet="tie"] [data-testid="analysis-was')).toBe('was 14.360%');
    expect(el.querySelector('[data-testid="analysis-warning"]')).toBeNull();
  });

  test('a Dragon Bonus typo (win by 9 pays 300:1) turns its edge negative and is flagged in words', () => {
    const { el } = editor(dragon);
    const before = edge(el, 'dragon_player');
    type(el, 'profile-form-dragonBonus.margins.9.pays', '300');
    expect(edge(el, 'dragon_player')).toBeLessThan(0);
    expect(edge(el, 'dragon_player')).not.toBe(before);
    const warning = el.querySelector('[data-testid="analysis-warning"][data-bet="dragon_player"]');
    expect(warning?.textContent).toMatch(/the house loses .* Check the pay table/);
  });

  test('Perfect Pairs far from 4% (perfect pair at 27:1 keeps under 1%) is flagged', () => {
    const { el } = editor(tasmania);
    type(el, 'profile-form-perfectPairs.perfect.pays', '27');
    expect(
      el.querySelector('[data-testid="analysis-warning"][data-bet="perfect_pair_player"]')?.textContent,
    ).toMatch(/far from the usual about 4%/);
  });

  test('a bad amount shows its message beside the field, disables Save, and the edges stay', () => {
    const { el, saved } = editor(tasmania);
    type(el, 'profile-form-limits.tie.min', 'five');
    expect(text(el, 'profile-form-limits.tie.min-error')).toBe(
      '"five" is not an amount: use dollars and cents, like 25 or 0.25',
    );
    expect(el.querySelector<HTMLButtonElement>('[data-testid="profiles-save"]')?.disabled).toBe(true);
    expect(text(el, 'profiles-problems')).toMatch(/1 field needs fixing before saving: Tie minimum\./);
    expect(el.querySelectorAll('[data-testid="analysis-row"]')).toHaveLength(5);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true }));
    expect(saved).toEqual([]);
  });

  test('Ctrl+S saves the profile with amounts in integer cents', () => {
    const { el, saved } = editor(tasmania);
    type(el, 'profile-form-limits.main.max', '7,500.25');
    type(el, 'profile-form-tie.pays', '9');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true }));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.limits.main.max).toBe(750025);
    expect(saved[0]?.tie).toEqual({ pays: 9, per: 1 });
  });

  test('a bad deck count holds the figures back and says which field', () => {
    const { el } = editor(tasmania);
    type(el, 'profile-form-decks', '2');
    expect(text(el, 'profile-form-decks-error')).toMatch(/Tasmania 4\.1/);
    expect(text(el, 'analysis-waiting')).toBe('The figures wait for: Decks.');
  });

  test('a built-in profile is read-only: every input disabled, no Save, Duplicate offered', () => {
    const { el } = editor(tasmania, 'view');
    const inputs = [...el.querySelectorAll<HTMLInputElement>('[data-testid="profile-form"] input')];
    expect(inputs.length).toBeGreaterThan(20);
    for (const i of inputs) expect(i.matches(':disabled')).toBe(true);
    expect(el.querySelector('[data-testid="profiles-save"]')).toBeNull();
    expect(el.querySelector('[data-testid="profiles-editor-duplicate"]')).not.toBeNull();
  });
});
