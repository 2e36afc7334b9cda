// The record's red-line reasons are told from its other fail reasons, in a record made now (a message) and in one
// stored before the reasons were messages (English words), so the record screen and the PDF read each red line once.
import { describe, expect, it } from 'vitest';
import {
  isRedLineReason,
  reasonsBesideRedLines,
  RED_LINE_REASON_ID,
} from '../../../core/assessment/red-line-reasons.ts';
import { RED_LINE_REFS } from '../../../core/assessment/policy.ts';
import { ref } from '../../../core/i18n/say.ts';

describe('red-line fail reasons', () => {
  it.each([
    [ref(RED_LINE_REASON_ID, { item: 7, label: RED_LINE_REFS['drawing-error'] }), true],
    ['red line at item 7: Drawing error', true],
    ['overall accuracy 80% is below the pass mark 90%', false],
    [ref('session_overall_below', { accuracy: '80%', passMark: '90%' }), false],
  ] as const)('%j is a red-line reason: %s', (reason, expected) => {
    expect(isRedLineReason(reason)).toBe(expected);
  });

  it('keeps the other reasons, in order', () => {
    const other = 'overall accuracy 80% is below the pass mark 90%';
    const late = 'Calls: 2 of 10 too slow';
    expect(reasonsBesideRedLines([other, 'red line at item 3: Drawing error', late])).toEqual([other, late]);
  });
});
