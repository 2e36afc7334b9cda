// The import graph of the project's own TypeScript files, and its circles (strongly connected groups of two or more
// files). A circle makes the order modules start in depend on which one is imported first, and ties files that
// should stand on their own floors (docs/ARCHITECTURE.md); type-only imports are told apart, since they vanish at run
// time but still tie the files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ImportEdge {
  readonly to: string;
  /** `import type` / `export type`: gone at run time. */
  readonly typeOnly: boolean;
}

/** `import … from '…'` and `export … from '…'`, over several lines; the specifier is group 2. */
const FROM = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'"]*?\sfrom\s+['"]([^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|mts|cts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each file under `dirs` (relative to `root`) with its imports of other files under `dirs`. */
export function importGraph(root: string, dirs: readonly string[]): Map<string, ImportEdge[]> {
  const files = dirs.flatMap((d) => sources(join(root, d)));
  const known = new Set(files);
  const graph = new Map<string, ImportEdge[]>();
  for (const file of files) {
    const edges: ImportEdge[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(FROM)) {
      const spec = m[2] ?? '';
      if (!spec.startsWith('.')) continue;
      const to = resolve(dirname(file), spec);
      if (known.has(to)) edges.push({ to: relative(root, to), typeOnly: m[1] !== undefined });
    }
    graph.set(relative(root, file), edges);
  }
  return graph;
}

/** The circles (Tarjan's strongly connected components of two or more files), each sorted, following `follow`. */
export function importCircles(
  graph: ReadonlyMap<string, readonly ImportEdge[]>,
  follow: (edge: ImportEdge) => boolean = () => true,
): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const edge of graph.get(v) ?? []) {
      if (!follow(edge)) continue;
      const w = edge.to;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
