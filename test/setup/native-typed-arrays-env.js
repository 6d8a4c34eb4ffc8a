/**
 * Jest's node environment with Node's own typed-array constructors. A native addon (onnxruntime-node)
 * makes its output arrays in Node's realm, and its JS wrapper checks them with `instanceof` against the
 * sandbox's constructors, which are other objects: every inference would fail as "must be type of
 * Float32Array". Only the tests that run such an addon in-process name this environment.
 */
const { TestEnvironment } = require('jest-environment-node');

const TYPED_ARRAYS = [
  'Float32Array',
  'Float64Array',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Uint8Array',
  'Uint16Array',
  'Uint32Array',
  'BigInt64Array',
  'BigUint64Array',
];

class NativeTypedArraysEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of TYPED_ARRAYS) this.global[name] = globalThis[name];
  }
}

module.exports = NativeTypedArraysEnvironment;
