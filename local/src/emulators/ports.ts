/** Port helpers: a free port from the OS, or a clear refusal when a chosen port is taken. */
import { createServer } from 'node:net';

export class StartupError extends Error {}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function assertPortFree(port: number, what: string, envVar: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new StartupError(
          err.code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is already in use: stop the program using it or set ${envVar} to another port.`
            : `Cannot listen on port ${port} (${what}): ${err.message}`,
        ),
      ),
    );
    srv.listen(port, () => srv.close(() => resolve()));
  });
}

/** A port from the environment/options, checked free; otherwise a free one. */
export async function choosePort(wanted: number | undefined, what: string, envVar: string): Promise<number> {
  if (wanted === undefined) return freePort();
  await assertPortFree(wanted, what, envVar);
  return wanted;
}
