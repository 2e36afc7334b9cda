// The built-in content's words in the reader's language (issue 24). A built-in house's name and description, a
// starter drill set's title, the default practical standard and the adaptive, replay and mock-exam titles are stored
// as English data (a signed record or a room row keeps them byte for byte), so they are said here from what is
// stored: text that is exactly a built-in item's English is said from its message; anything else (a trainer's own
// or edited words) is shown as typed.
import { builtInProfile } from './profiles.ts';
import { DEFAULT_STANDARD } from './assessment/practical-standard-default.ts';
import { MOCK_EXAM_LABEL } from './assessment/mock-exam.ts';
import { BASE_LANGUAGE, type Language } from './i18n/languages.ts';
import { isMessageId, ref, say, type MessageId, type MessageRef } from './i18n/say.ts';
import * as messages from '../i18n/paraglide/messages/_index.js';

const plain = (id: MessageId): MessageRef => ({ id, params: {} });
const en = (r: MessageRef): string => say(r, BASE_LANGUAGE);

/** The starter sets' titles: "<house>: <what>" (assets/drill-sets, made by scripts/), and the two that are not; their
 *  descriptions are one message each (builtin_desc_*). */
const HOUSES: readonly MessageId[] = [
  'builtin_house_casino_guide',
  'builtin_house_deltin',
  'builtin_house_dragon',
  'builtin_house_tasmania',
  'builtin_house_federal',
];
const SET_KINDS: readonly MessageId[] = [
  'builtin_set_assessment',
  'builtin_set_audition',
  'builtin_set_coup_calls',
  'builtin_set_pace_lab',
  'builtin_set_procedures',
  'builtin_set_settlement',
  'builtin_set_commission_box',
];

function standardWords(): string[] {
  const s = DEFAULT_STANDARD;
  return [
    s.title,
    ...s.areas.flatMap((a) => [a.name, ...Object.values(a.criteria)]),
    ...s.redLines.map((r) => r.label),
  ];
}

/** English text → its message, for every built-in word said here. */
const BUILT_IN: ReadonlyMap<string, MessageRef> = (() => {
  const refs: MessageRef[] = [
    ...HOUSES.flatMap((house) =>
      SET_KINDS.map((what) => ref('builtin_set_title', { house: plain(house), what: plain(what) })),
    ),
    ...(
      [
        'builtin_desc_first_drill',
        'builtin_desc_assessment',
        'builtin_desc_assessment_box',
        'builtin_desc_coup_calls',
        'builtin_desc_procedures_guide',
        'builtin_desc_procedures_dragon',
        'builtin_desc_procedures_federal',
        'builtin_desc_procedures_tasmania',
        'builtin_desc_procedures_deltin',
        'builtin_desc_settlement',
        'builtin_desc_settlement_commission',
        'builtin_desc_settlement_box',
        'builtin_desc_nine_seats',
      ] as const
    ).map(plain),
    // The houses' pace targets and audition bands, as scripts/ wrote them into the starter sets (50 and 70 an hour).
    ...[50, 70].map((target) => ref('builtin_desc_pace_lab', { target })),
    ...(
      [
        [50, 40],
        [70, 56],
      ] as const
    ).map(([ready, nearly]) => ref('builtin_desc_audition', { ready, nearly })),
    plain('builtin_set_first_drill'),
    plain('builtin_set_nine_seats'),
    plain('adaptive_title'),
    plain('adaptive_description'),
    plain('adaptive_replay_description'),
  ];
  // The standard's words: the parameterless messages whose English the default standard holds.
  const inStandard = new Set(standardWords());
  for (const id of Object.keys(messages)) {
    if (!isMessageId(id) || !/^(practical_|policy_area_|pdf_red_)/.test(id)) continue;
    const r = plain(id);
    if (inStandard.has(en(r))) refs.push(r);
  }
  return new Map(refs.map((r) => [en(r), r]));
})();

/** The message for a built-in item's stored English (a replay or mock exam of a built-in set included), or
 *  undefined when the text is not built-in words. */
export function builtinRef(text: string): MessageRef | undefined {
  const exact = BUILT_IN.get(text) ?? PROFILE_WORDS.get(text);
  if (exact) return exact;
  return wrapped(text, 'adaptive_replay_title') ?? wrapped(text, 'builtin_mock_title');
}

/** "Replay: <title>" / "Mock exam: <title>": the inner title said as built-in words when it is, else as typed; only
 *  when the message's English gives back exactly the stored text (a replay title is cut at 120 characters). */
function wrapped(text: string, id: 'adaptive_replay_title' | 'builtin_mock_title'): MessageRef | undefined {
  const prefix = id === 'builtin_mock_title' ? `${MOCK_EXAM_LABEL}: ` : en(ref(id, { title: '' }));
  if (!text.startsWith(prefix)) return undefined;
  const inner = text.slice(prefix.length);
  const r = ref(id, { title: builtinRef(inner) ?? inner });
  return en(r) === text ? r : undefined;
}

/** Stored words in the reader's language when they are a built-in item's English; otherwise exactly as stored. */
export function sayBuiltin(text: string, language: Language): string {
  const r = builtinRef(text);
  return r ? say(r, language) : text;
}

/** A house's name and description: said in the reader's language only while it is a built-in house, unedited (its
 *  built-in id and the built-in English); a trainer's own house is shown as typed. */
export function houseWords(
  profile: { readonly id: string; readonly name: string; readonly description?: string },
  language: Language,
): { name: string; description: string } {
  const built = builtInProfile(profile.id);
  const description = profile.description ?? '';
  if (!built) return { name: profile.name, description };
  return {
    name: built.name === profile.name ? sayProfileWord(built.name, language) : profile.name,
    description: built.description === description ? sayProfileWord(description, language) : description,
  };
}

/** The built-in houses' names and descriptions, English → message. */
const PROFILE_WORDS: ReadonlyMap<string, MessageRef> = new Map(
  (
    [
      'builtin_profile_tasmania_name',
      'profile_tasmania_description',
      'profile_federal_name',
      'profile_federal_description',
      'profile_dragon_name',
      'builtin_profile_dragon_description',
      'profile_casino_guide_name',
      'builtin_profile_casino_guide_description',
      'builtin_profile_deltin_name',
      'builtin_profile_deltin_description',
    ] as const
  ).map((id) => [en(plain(id)), plain(id)]),
);

function sayProfileWord(text: string, language: Language): string {
  const r = PROFILE_WORDS.get(text);
  return r ? say(r, language) : text;
}
