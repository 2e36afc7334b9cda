// One request through the real registry, as the window sends it; a refusal throws (a bench measures only successes).
import type { Backend } from '../../electron/backend.ts';
import type { Channel, RequestOf, ResponseOf, Result } from '../../contract/index.ts';

export async function call<C extends Channel>(
  b: Backend,
  channel: C,
  request?: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const r = (await b.registry.invoke(channel, request, 'app://trainer/index.html')) as Result<ResponseOf<C>>;
  if (!r.ok) throw new Error(`${channel}: ${r.error}`);
  return r.value;
}
