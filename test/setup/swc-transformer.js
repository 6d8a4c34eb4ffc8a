/**
 * @swc/jest, with transforms that every clone on the machine shares (jest.config.js).
 *
 * jest keeps a transformed file in $TMPDIR/jest_*\/jest-transform-cache-<project id>/ under a key of the
 * transformer's making. @swc/jest's key hashes the file's bytes, its path from the root, swc's options and
 * the project's configuration as jest serialises it, which names the clone's folder (rootDir and every
 * path under it); the project id jest makes up hashes that folder too. So a fresh clone (a CI run) found
 * nothing of the runs before it and transformed every file again: ~7 CPU s a cold integration file. Here
 * the configuration enters the key with the clone's folder written as <rootDir> (jest.config.js names
 * each project's id): the same bytes under the same configuration give the same key in any clone.
 *
 * What is cached must then name no clone either: swc's inline source map names the file by its absolute
 * path, which another clone's stack traces would show (and read their code frames from). The map names it
 * by its base name instead, which a stack trace resolves against the running file's own folder.
 */
const { createTransformer: createSwcTransformer } = require('@swc/jest');
const { basename } = require('node:path');

const MAP_PREFIX = '//# sourceMappingURL=data:application/json;base64,';

/** The inline source map's sources named relative to the file itself (its base name). */
function relativeSources(code, filename) {
  const at = code.lastIndexOf(MAP_PREFIX);
  if (at < 0) return code;
  const encoded = code.slice(at + MAP_PREFIX.length).trim();
  const map = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  map.sources = (map.sources ?? []).map((source) => (source === filename ? basename(filename) : source));
  return `${code.slice(0, at)}${MAP_PREFIX}${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
}

/** jest's transform options with the configuration's clone folder written as <rootDir>. */
function portable(options) {
  const root = options.config.rootDir;
  return { ...options, configString: options.configString.split(root).join('<rootDir>') };
}

function createTransformer(swcOptions) {
  const swc = createSwcTransformer(swcOptions);
  return {
    canInstrument: swc.canInstrument,
    getCacheKey: (src, filename, options) => swc.getCacheKey(src, filename, portable(options)),
    process(src, filename, options) {
      const out = swc.process(src, filename, options);
      return { ...out, code: relativeSources(out.code, filename) };
    },
    async processAsync(src, filename, options) {
      const out = await swc.processAsync(src, filename, options);
      return { ...out, code: relativeSources(out.code, filename) };
    },
  };
}

module.exports = { createTransformer, relativeSources, portable };
