// Errors from the main process, kept until the trainee dismisses them: never swallowed.

export interface ShownError {
  readonly id: number;
  /** What the trainee was doing ("Starting the session"). */
  readonly doing: string;
  readonly message: string;
}

export class ErrorList {
  items = $state<ShownError[]>([]);
  #next = 1;

  add(doing: string, message: string): void {
    this.items = [...this.items, { id: this.#next++, doing, message }];
  }

  dismiss(id: number): void {
    this.items = this.items.filter((e) => e.id !== id);
  }

  clear(): void {
    this.items = [];
  }
}
