import type { Rollup } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): Rollup.ModuleInfo | null;
}

/** Every module `entry` imports statically, directly or not, and the entry itself. */
function staticallyImported(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    for (const id of graph.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(id);
    }
  }
  return seen;
}

/**
 * A code-splitting group that puts what the first view needs, every module the entry imports
 * statically, into one chunk. Left to itself the bundler cuts it into many small chunks shared with
 * the lazy pages, and brotli compresses them about a tenth worse than one file. Modules that the
 * other entries import too stay out, so loading those entries never runs the app.
 */
export function firstPaintGroup(name: string, entry: string, otherEntries: string[]) {
  const cache = new WeakMap<ModuleGraph, Set<string>>();
  const firstPaint = (graph: ModuleGraph) => {
    let modules = cache.get(graph);
    if (!modules) {
      modules = staticallyImported(graph, entry);
      for (const other of otherEntries)
        for (const id of staticallyImported(graph, other)) modules.delete(id);
      cache.set(graph, modules);
    }
    return modules;
  };
  return { name: (id: string, graph: ModuleGraph) => (firstPaint(graph).has(id) ? name : null) };
}
