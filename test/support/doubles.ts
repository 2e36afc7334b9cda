// Test doubles shared by the main-process tests, the e2e harness and the store bench (no test runner imported here).
import type { AnswerForm, Response } from '../../core/drills/types.ts';
import type { Dialogs } from '../../electron/features/context.ts';
import { english, type Phrase } from '../../core/i18n/phrase.ts';

/** Dialog doubles: queue the answers the next calls get (a path, or null for cancel); calls are recorded. */
export class FakeDialogs implements Dialogs {
  readonly calls: { kind: 'open' | 'save' | 'folder'; title: string }[] = [];
  readonly openQueue: (string | null)[] = [];
  readonly saveQueue: (string | null)[] = [];
  readonly folderQueue: (string | null)[] = [];

  async openFile(o: { title: Phrase }): Promise<string | null> {
    this.calls.push({ kind: 'open', title: english(o.title) });
    return this.openQueue.shift() ?? null;
  }
  async saveFile(o: { title: Phrase }): Promise<string | null> {
    this.calls.push({ kind: 'save', title: english(o.title) });
    return this.saveQueue.shift() ?? null;
  }
  async chooseFolder(o: { title: Phrase }): Promise<string | null> {
    this.calls.push({ kind: 'folder', title: english(o.title) });
    return this.folderQueue.shift() ?? null;
  }
}

/** A well-formed response for any form (right or wrong does not matter to the storage tests). */
export function anyResponse(form: AnswerForm): Response {
  switch (form.type) {
    case 'points':
      return { type: 'points', player: 5, banker: 3, natural: false };
    case 'draw':
      return { type: 'draw', draw: true };
    case 'result':
      return { type: 'result', winner: 'banker' };
    case 'amount':
      return { type: 'amount', amount: 100 };
    case 'choice':
      return { type: 'choice', choice: form.options[0]?.key ?? 'a' };
    case 'settle-table':
      return { type: 'settle-table', actions: [] };
    case 'chips':
      return { type: 'chips', chips: [{ value: 100, count: 1 }] };
  }
}
