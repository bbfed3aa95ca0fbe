// Imported first by every serving entry (src/process/server.ts, src/process/worker.ts, src/cli.ts), so
// that tracing, when the OTEL_* variables ask for it, is on before `pg` is loaded.
import { startTracing } from '../tracing.js';

await startTracing();
