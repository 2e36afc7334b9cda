// The Tasmanian rules the drills cite, in the project's own words (a summary for the trainee, not the rules' text),
// so that a citation in feedback opens what the clause says. A citation the list does not hold falls back to its
// section ("16.5.10b" -> "16.5.10" -> "16.5" -> "16").
import { m } from '../../i18n/paraglide/messages.js';
import { baseLocale, getLocale } from '../../i18n/paraglide/runtime.js';
import type { Language } from '../../core/i18n/languages.ts';
import { citationRef, citationsAndSeparators } from '../../core/citations.ts';
import { say } from '../../core/i18n/say.ts';

const CLAUSES: Record<string, () => string> = {
  '1': m.ui_clause_1,
  '4': m.ui_clause_4,
  '4.1': m.ui_clause_4_1,
  '5.3': m.ui_clause_5_3,
  '5.4': m.ui_clause_5_4,
  '5.5': m.ui_clause_5_5,
  '6.6': m.ui_clause_6_6,
  '6.7': m.ui_clause_6_7,
  '6.8': m.ui_clause_6_8,
  '7': m.ui_clause_7,
  '7.1': m.ui_clause_7_1,
  '7.3': m.ui_clause_7_3,
  '7.3b': m.ui_clause_7_3b,
  '7.4': m.ui_clause_7_4,
  '7.5': m.ui_clause_7_5,
  '8': m.ui_clause_8,
  '9.1': m.ui_clause_9_1,
  '9.2': m.ui_clause_9_2,
  '9.3': m.ui_clause_9_3,
  '9.3b': m.ui_clause_9_3b,
  '9.4': m.ui_clause_9_4,
  '10.1': m.ui_clause_10_1,
  '10.2': m.ui_clause_10_2,
  '10.3': m.ui_clause_10_3,
  '11': m.ui_clause_11,
  '12': m.ui_clause_12,
  '12.1': m.ui_clause_12_1,
  '12.2': m.ui_clause_12_2,
  '12.3': m.ui_clause_12_3,
  '12.4': m.ui_clause_12_4,
  '13': m.ui_clause_13,
  '14': m.ui_clause_14,
  '14.1': m.ui_clause_14_1,
  '14.2': m.ui_clause_14_2,
  '14.3': m.ui_clause_14_3,
  '14.4': m.ui_clause_14_4,
  '14.5': m.ui_clause_14_5,
  '14.6': m.ui_clause_14_6,
  '15': m.ui_clause_15,
  '15.1': m.ui_clause_15_1,
  '15.6': m.ui_clause_15_6,
  '15.6b': m.ui_clause_15_6b,
  '15.7': m.ui_clause_15_7,
  '15.8': m.ui_clause_15_8,
  '16': m.ui_clause_16,
  '16.4': m.ui_clause_16_4,
  '16.5': m.ui_clause_16_5,
  '16.5.10': m.ui_clause_16_5_10,
  '16.5.12': m.ui_clause_16_5_12,
  '16.5.13': m.ui_clause_16_5_13,
  '16.6': m.ui_clause_16_6,
  '16.7': m.ui_clause_16_7,
  '16.8': m.ui_clause_16_8,
};

/** What a cited section says (falling back to the section it belongs to), or null when the project has no words. */
export function clauseText(section: string, locale: Language = getLocale()): string | null {
  for (let s = section.trim(); s !== ''; s = parentOf(s)) {
    const text = CLAUSES[s];
    if (text) return (text as (p: object, o: { locale: Language }) => string)({}, { locale });
  }
  return null;
}

function parentOf(s: string): string {
  if (/[a-z]$/.test(s)) return s.slice(0, -1);
  const dot = s.lastIndexOf('.');
  return dot < 0 ? '' : s.slice(0, dot);
}

export interface CitedSection {
  /** As cited ("14.1", "6.6–6.8"). */
  readonly label: string;
  readonly text: string | null;
  /** The same words in English, when the interface language is another (issue 24: one click away). */
  readonly english?: string | null;
}

/**
 * The Tasmanian sections a citation names, each with its clause in words: "Tasmania 6.6–6.8, 12; casino guide"
 * gives 6.6–6.8 (the words of each section in the range that has them) and 12.
 */
export function citedSections(rule: string): CitedSection[] {
  const out: CitedSection[] = [];
  for (const hit of rule.matchAll(
    /Tasmania\s+((?:\d[\d.]*[a-z]?(?:\s*[–-]\s*\d[\d.]*[a-z]?)?(?:,\s*)?)+)/g,
  )) {
    for (const label of (hit[1] ?? '').split(',').map((x) => x.trim())) {
      if (!label) continue;
      const words = (locale: Language) => {
        const texts = label.split(/\s*[–-]\s*/).map((s) => clauseText(s, locale));
        const known = [...new Set(texts.filter((t): t is string => t !== null))];
        return known.length ? known.join(' ') : null;
      };
      const text = words(getLocale());
      out.push(getLocale() === baseLocale ? { label, text } : { label, text, english: words(baseLocale) });
    }
  }
  return out;
}

/** A guide's or the house's citation in the interface language, with the English the key stores (issue 24). */
export interface TranslatedCitation {
  readonly text: string;
  readonly english: string;
}

/** A stretch of a citation as shown: words as written, a section shown as its chip, or a translated citation. */
export type CitationPart =
  { readonly text: string } | { readonly section: CitedSection } | { readonly cited: TranslatedCitation };

/**
 * Words between the sections, each citation the engine wrote ("Deltin guide: Tie bets are paid 8 to 1") said in the
 * interface language when that is not English; separators and other words as written.
 */
function translated(text: string, locale: Language): CitationPart[] {
  if (locale === baseLocale) return [{ text }];
  const parts: CitationPart[] = [];
  for (const piece of citationsAndSeparators(text)) {
    const message = piece.trim() === '' ? null : citationRef(piece.trim());
    const last = parts[parts.length - 1];
    // The separator between two citations as the language writes it: "；" in Chinese, not "; ".
    const words = piece.trim() === ';' ? m.pdf_list_separator({}, { locale }) : piece;
    if (message) parts.push({ cited: { text: say(message, locale), english: piece.trim() } });
    else if (last && 'text' in last) parts[parts.length - 1] = { text: last.text + words };
    else if (words !== '') parts.push({ text: words });
  }
  return parts;
}

/**
 * A citation as the screen shows it (issue 23): each Tasmanian section once, as its chip, where the citation names
 * it, and the rest as written ("House procedure (…); Tasmania §12.2 §15.7"). A section named again later is left out
 * with its separator; one the project has no words for stays as text.
 */
export function citationParts(rule: string): CitationPart[] {
  const parts: CitationPart[] = [];
  const seen = new Set<string>();
  let at = 0;
  const text = (t: string) => {
    if (t === '') return;
    const last = parts[parts.length - 1];
    if (last && 'text' in last) parts[parts.length - 1] = { text: last.text + t };
    else parts.push({ text: t });
  };
  for (const hit of rule.matchAll(
    /Tasmania\s+((?:\d[\d.]*[a-z]?(?:\s*[–-]\s*\d[\d.]*[a-z]?)?(?:,\s*)?)+)/g,
  )) {
    const labels = (hit[1] ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== '' && !seen.has(x));
    const before = rule.slice(at, hit.index);
    at = (hit.index ?? 0) + hit[0].length;
    if (labels.length === 0) {
      // Every section already shown: the repeat goes, with the "; " before it.
      text(parts.length === 0 ? before : before.replace(/[;,]\s*$/, ''));
      continue;
    }
    text(`${before}Tasmania `);
    for (const label of labels) {
      seen.add(label);
      const section = citedSections(`Tasmania ${label}`)[0] ?? { label, text: null };
      if (section.text === null) text(`${label} `);
      else parts.push({ section });
    }
  }
  text(rule.slice(at));
  return parts.flatMap((p) => ('text' in p ? translated(p.text, getLocale()) : [p]));
}
