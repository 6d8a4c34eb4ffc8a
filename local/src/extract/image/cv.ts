/**
 * OpenCV (the official opencv.js build, WebAssembly, packaged as @techstark/opencv-js: no native build)
 * for the pixel work on scans and photos: page detection, perspective, rotation, light normalisation,
 * thresholds, morphology. Loaded on first use, once per thread (about 0.5 s and 40 MB: the OCR thread
 * pays it once, never the server's event loop).
 *
 * Pixels travel as `Grey` (one byte a pixel, our own plain type) between steps and enter OpenCV as a
 * Mat only inside a step: a Mat lives in the WebAssembly heap and must be freed by hand, so every Mat
 * a step makes is freed in its `finally` (`using`).
 */
import type { CV, Mat } from '@techstark/opencv-js';
import type { Grey } from './raster';

export type { CV, Mat };

type Loaded = CV & { onRuntimeInitialized?: () => void; then?: unknown; Mat?: unknown };

let ready: Promise<CV> | undefined;
let loadedCv: CV | undefined;

/**
 * OpenCV, initialised. Emscripten's Node glue installs process-wide `uncaughtException` and
 * `unhandledRejection` handlers that abort the whole runtime on any stray rejection: they are removed
 * again (ours handle errors). Its module object is also a thenable that resolves to itself, which
 * would make any `await` of it loop: `then` is deleted once it is ready.
 */
export function opencv(): Promise<CV> {
  ready ??= new Promise<CV>((resolve, reject) => {
    const events = ['uncaughtException', 'unhandledRejection'];
    const listeners = (e: string) =>
      process.listeners(e as 'uncaughtException') as ((...a: unknown[]) => void)[];
    const before = events.map((e) => new Set(listeners(e)));
    let cv: Loaded;
    try {
      cv = require('@techstark/opencv-js') as Loaded;
    } catch (error) {
      reject(error as Error);
      return;
    } finally {
      events.forEach((e, i) => {
        for (const l of listeners(e)) if (!before[i]?.has(l)) process.removeListener(e, l);
      });
    }
    const done = () => {
      delete cv.then;
      loadedCv = cv;
      resolve(cv);
    };
    if (typeof cv.Mat === 'function' && (cv as unknown as { calledRun?: boolean }).calledRun) done();
    else cv.onRuntimeInitialized = done;
  });
  return ready;
}

/** OpenCV once `opencv()` has resolved (synchronous steps of a pipeline that awaited it first). */
export function cvNow(): CV {
  if (!loadedCv) throw new Error('OpenCV is not loaded: await opencv() first');
  return loadedCv;
}

/** Runs `f` with a list it can push Mats onto; every Mat on it is freed after, whatever happens. */
export function using<T>(f: (keep: <M extends { delete(): void }>(m: M) => M) => T): T {
  const mats: { delete(): void }[] = [];
  try {
    return f((m) => {
      mats.push(m);
      return m;
    });
  } finally {
    for (const m of mats) m.delete();
  }
}

/** A Grey image as a new 8-bit, one-channel Mat (the caller frees it). */
export function toMat(img: Grey): Mat {
  const cv = cvNow();
  const mat = new cv.Mat(img.height, img.width, cv.CV_8UC1);
  mat.data.set(img.data);
  return mat;
}

/** An 8-bit, one-channel Mat's pixels copied out as a Grey image. */
export function fromMat(mat: Mat): Grey {
  return { width: mat.cols, height: mat.rows, data: new Uint8Array(mat.data) };
}
