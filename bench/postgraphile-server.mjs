// The second reference of the request benchmark (bench/requests.ts): PostGraphile V5
// with its amber preset, a generic GraphQL-over-PostgreSQL server, on the same
// database as the API and the floor, logged in as the API's own login role with the
// API's session settings (role=crl_app, statement_timeout). It serves what it finds
// in the schema `public`: for the write, its generic `createAttempt` mutation, which
// inserts one row into `attempt` (the same table, constraints, indexes and triggers)
// and returns the selected columns.
//
// Plain JavaScript: bench/postgraphile.ts copies this file into the temporary prefix
// where it installed the pinned PostGraphile and the Node release it needs, and runs
// it there, so `postgraphile` resolves from that prefix and never from the project.
import http from 'node:http';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';

const pool = new pg.Pool({
  connectionString: process.env.PGL_DATABASE_URL,
  max: Number(process.env.PGL_POOL_SIZE ?? '10'),
  options: process.env.PGL_PG_OPTIONS ?? '',
  application_name: 'crl-bench-postgraphile',
  keepAlive: true,
});
pool.on('error', () => undefined);

const preset = {
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ pool, schemas: ['public'] })],
  grafserv: { graphqlPath: '/graphql', graphiql: false, watch: false },
  grafast: { explain: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = http.createServer();
server.keepAliveTimeout = 60_000;
serv.addTo(server);
// Build the schema before reporting ready, so no request of the run pays for introspection.
await pgl.getSchemaResult();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

const stop = () => {
  server.close();
  server.closeAllConnections();
  void pgl
    .release()
    .finally(() => pool.end())
    .finally(() => process.exit(0));
};
process.on('message', (message) => {
  if (message === 'stop') stop();
});
process.on('disconnect', stop);
process.send({ url: `http://127.0.0.1:${server.address().port}/graphql` });
