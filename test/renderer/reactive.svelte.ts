// A value made deeply reactive ($state) for component tests that hand a component an object it edits in place.
export function reactive<T extends object>(value: T): T {
  const state = $state(value);
  return state;
}
