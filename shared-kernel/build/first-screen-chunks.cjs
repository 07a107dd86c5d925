// Fewer, larger chunks for the first screens. Module Federation gives every shared module its own
// chunk, and webpack splits the rest by import: the login screen came as 25 JavaScript files. Each
// answer costs its headers, and brotli compresses small files worse than one file of the same code
// (the login screen's files: 190 KB apart, 172 KB together). These cache groups put what a screen
// needs at once into one file per screen, found by walking the module graph from the screen's root
// module, so the groups follow the code without a list of packages to keep up to date.
'use strict';

const CONSUME_SHARED = 'consume-shared-module';

/**
 * Modules a screen needs before it renders: its sync imports and, with `throughShared`, the shared
 * modules' own copies (the host's: a remote's copies are usually not the ones that load).
 */
function reachableFrom(roots, moduleGraph, throughShared) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const module = stack.pop();
    if (seen.has(module)) continue;
    seen.add(module);
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      const target = connection.module;
      if (!target || seen.has(target) || !connection.dependency) continue;
      // A shared module's fallback sits in an async block, but it is fetched before the importer runs;
      // any other async block is an import() the screen does not wait for.
      if (module.type === CONSUME_SHARED ? !throughShared : moduleGraph.getParentBlock(connection.dependency) !== module) continue;
      stack.push(target);
    }
  }
  return seen;
}

/**
 * The module a root names: a package as imported ('axios': the module of that bare request), or a
 * source file (a path ending, as 'shell/src/bootstrap.tsx').
 */
function moduleOf(compilation, root) {
  const bare = !root.includes('/') || (root.startsWith('@') && root.split('/').length === 2);
  for (const module of compilation.modules) {
    if (module.type === CONSUME_SHARED) continue;
    if (bare ? module.rawRequest === root : module.resource && module.resource.endsWith(root)) return module;
  }
  return undefined;
}

/**
 * splitChunks options for an app, with the plugin that lets them see the compilation: one chunk
 * with what the first screen needs, one more with what each following screen adds.
 * @param {{ name: string, roots: string[] }[]} screens  in order of display; roots are source files
 *   (path endings) or packages (as imported) whose modules and what they need at once make the screen
 * @param {{ throughShared: boolean }} options  whether a screen takes the shared modules' copies (the host)
 */
function firstScreenChunks(screens, { throughShared }) {
  let compilation;
  let groups;
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('FirstScreenChunks', (current) => {
        compilation = current;
        groups = undefined;
      });
    },
  };
  /** Each module's screen (the first that reaches it), computed once per compilation. */
  const screenOf = (module, moduleGraph) => {
    if (!groups) {
      groups = new Map();
      for (const screen of screens) {
        const roots = screen.roots.map((file) => {
          const root = moduleOf(compilation, file);
          if (!root) throw new Error(`first-screen chunks: no module for ${file} (screen ${screen.name})`);
          return root;
        });
        for (const reached of reachableFrom(roots, moduleGraph, throughShared)) {
          if (!groups.has(reached)) groups.set(reached, screen.name);
        }
      }
    }
    return groups.get(module);
  };
  const cacheGroups = {};
  screens.forEach((screen, index) => {
    cacheGroups[screen.name] = {
      name: screen.name,
      chunks: 'async',
      enforce: true,
      priority: 100 - index,
      test: (module, { moduleGraph }) => module.type !== CONSUME_SHARED && screenOf(module, moduleGraph) === screen.name,
    };
  });
  return { splitChunks: { chunks: 'async', cacheGroups }, plugin };
}

module.exports = { firstScreenChunks };
