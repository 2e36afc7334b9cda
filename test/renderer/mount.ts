// Mounts a component into the document for a component test; cleanup.ts (a setup file) unmounts it after each test.
import { flushSync, mount, unmount, type Component, type ComponentProps } from 'svelte';

const mounted: ReturnType<typeof mount>[] = [];

/** Unmounts everything mounted so far (also done after every test). */
export function unmountAll(): void {
  for (const component of mounted.splice(0)) unmount(component);
}

/** Mounts `component` with `props` into a fresh element in the body, flushes, and returns that element. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function mountInBody<C extends Component<any>>(component: C, props: ComponentProps<C>): HTMLElement {
  const target = document.createElement('div');
  document.body.append(target);
  mounted.push(mount(component, { target, props }));
  flushSync();
  return target;
}
