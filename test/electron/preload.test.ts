// The preload exposes one named function per channel through contextBridge, each calling its own channel, and never
// ipcRenderer itself. It runs here as Electron runs a sandboxed preload: CommonJS with only 'electron' to require.
// It is generated from the contract (scripts/make-preload.ts); the committed file must be what the contract gives.
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { CHANNELS, type AppEvent, type TrainerEvents } from '../../contract/index.ts';
import { EVENT_NAMES, eventChannel } from '../../contract/events.ts';
import { PRELOAD_PATH, preloadSource } from '../../scripts/make-preload.ts';

function loadPreload() {
  const source = readFileSync(join(import.meta.dirname, '..', '..', 'electron', 'preload.cts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exposed = new Map<string, unknown>();
  const handlers = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
  const ipcRenderer = {
    invoke: vi.fn(async (channel: string, request: unknown) => ({ ok: true, value: { channel, request } })),
    on: vi.fn((channel: string, handler: (event: unknown, payload: unknown) => void) => {
      handlers.set(channel, (handlers.get(channel) ?? new Set()).add(handler));
    }),
    removeListener: vi.fn((channel: string, handler: (event: unknown, payload: unknown) => void) => {
      handlers.get(channel)?.delete(handler);
    }),
  };
  /** What main's webContents.send(channel, payload) does in the window. */
  const send = (channel: string, payload: unknown) => {
    for (const handler of handlers.get(channel) ?? []) handler({ sender: 'the ipcRenderer' }, payload);
  };
  const contextBridge = { exposeInMainWorld: vi.fn((key: string, api: unknown) => exposed.set(key, api)) };
  const required: string[] = [];
  const fakeRequire = (name: string) => {
    required.push(name);
    if (name === 'electron') return { contextBridge, ipcRenderer };
    throw new Error(`a sandboxed preload cannot require ${name}`);
  };
  const module = { exports: {} };
  new Function('require', 'module', 'exports', outputText)(fakeRequire, module, module.exports);
  return { exposed, ipcRenderer, contextBridge, required, send };
}

describe('preload', () => {
  it('is the file the contract gives (regenerate with node scripts/make-preload.ts)', async () => {
    expect(readFileSync(PRELOAD_PATH, 'utf8')).toBe(await preloadSource(CHANNELS));
  });

  it('would take a new contract channel with no edit but the contract', async () => {
    const source = await preloadSource([...CHANNELS, 'app.newThing']);
    expect(source).toContain("newThing: call('app.newThing')");
    await expect(preloadSource(['not-a-channel'])).rejects.toThrow(/not named area.method/);
  });

  it('requires nothing but electron and exposes only window.trainer and window.trainerEvents', () => {
    const { exposed, required } = loadPreload();
    expect(required).toEqual(['electron']);
    expect([...exposed.keys()]).toEqual(['trainer', 'trainerEvents']);
  });

  it("hands an event's listener the payload only, on the event's own channel, until it stops listening", () => {
    const { exposed, send } = loadPreload();
    const events = exposed.get('trainerEvents') as TrainerEvents;
    const heard: unknown[][] = [];
    const stop = events.on('room.documentOvertaken', (...args: unknown[]) => heard.push(args));
    const payload = { kind: 'drill_set', id: 's1', conflict: { revision: 3 } };
    send(eventChannel('room.documentOvertaken'), payload);
    send('room.documentOvertaken', { not: 'its channel' });
    expect(heard).toEqual([[payload]]);
    stop();
    send(eventChannel('room.documentOvertaken'), payload);
    expect(heard).toHaveLength(1);
    expect(() => events.on('room.nothing' as AppEvent, () => {})).toThrow(/not an event of the contract/);
  });

  it('would take a new contract event with no edit but the contract', async () => {
    expect(await preloadSource(CHANNELS, [...EVENT_NAMES, 'app.newEvent'])).toContain("'app.newEvent'");
  });

  it('has exactly one function per channel, each invoking its own channel with the request', async () => {
    const { exposed, ipcRenderer } = loadPreload();
    const api = exposed.get('trainer') as Record<string, Record<string, unknown>>;
    const names = Object.entries(api).flatMap(([area, methods]) =>
      Object.keys(methods).map((m) => `${area}.${m}`),
    );
    expect(names.sort()).toEqual([...CHANNELS].sort());
    for (const channel of CHANNELS) {
      const [area, method] = channel.split('.') as [string, string];
      const fn = api[area]?.[method];
      expect(typeof fn).toBe('function');
      const request = { probe: channel };
      expect(await (fn as (r: unknown) => Promise<unknown>)(request)).toEqual({
        ok: true,
        value: { channel, request },
      });
    }
    expect(ipcRenderer.invoke).toHaveBeenCalledTimes(CHANNELS.length);
  });

  it('never hands out ipcRenderer or any of its methods', () => {
    const { exposed, ipcRenderer } = loadPreload();
    const seen = JSON.stringify(exposed.get('trainer'), (_k, v) => (typeof v === 'function' ? 'fn' : v));
    expect(seen).not.toMatch(/invoke|send|on"/);
    const api = exposed.get('trainer') as Record<string, Record<string, unknown>>;
    for (const methods of Object.values(api)) {
      for (const fn of Object.values(methods)) expect(fn).not.toBe(ipcRenderer.invoke);
    }
  });
});
