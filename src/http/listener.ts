// Serving a request handler over HTTP, and stopping it within a bound: stop
// accepting, let the requests in flight finish, close idle keep-alive connections at
// once, and cut whatever is still open when the grace period is over.
import { createServer, type RequestListener } from 'node:http';

export interface Listener {
  port: number;
  /** Stops accepting requests and waits (at most the grace period) for the ones in flight. */
  close(): Promise<void>;
}

export async function listen(handler: RequestListener, options: { port: number; host: string; graceMs: number }): Promise<Listener> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  let closing: Promise<void> | null = null;
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), options.graceMs);
        cut.unref();
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
