// Props a component test can change after mounting: a $state object handed to mount() (Svelte 5 reads props through
// it, so assigning a field re-renders the component as a parent would).
export function reactiveProps<T extends object>(initial: T): T {
  const props = $state(initial);
  return props;
}
