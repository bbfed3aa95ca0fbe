// Read routing with read replicas (READ_DATABASE_URL, docs/read-replicas.md): which
// database an operation reads, and the consistency token a mutation's answer carries.
import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../../builder.js';
import type { Database } from '../../db/database.js';
import { CONSISTENCY_EXTENSION, CONSISTENCY_HEADER, parseLsn } from '../../db/replicas.js';
import type { ErrorCode } from '../../errors.js';

/**
 * With read replicas (src/db/replicas.ts): a query is read from a replica (after the
 * wait for its consistency token, if it sent one), a mutation and every read inside it
 * from the primary, and a mutation's response carries the token of what it committed
 * in `extensions.consistencyToken`. Without replicas this plugin is not installed.
 */
export function readRouting(db: Database): Plugin<Context & { request: Request }> {
  const reads = db.reads!;
  return {
    async onExecute({ args, extendContext, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName)?.operation;
      if (operation === 'query') {
        const header = args.contextValue.request?.headers.get(CONSISTENCY_HEADER) ?? null;
        const token = header === null ? null : parseLsn(header);
        if (header !== null && token === null) {
          setResultAndStopExecution({
            errors: [
              new GraphQLError(`${CONSISTENCY_HEADER} must be a consistency token from a mutation's response`, {
                extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode },
              }),
            ],
          });
          return;
        }
        extendContext({ db: await reads.forQuery(token) });
        return;
      }
      if (operation !== 'mutation') return;
      return {
        async onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          // Read after the mutation's transactions committed: at or past their commit records.
          const token = await reads.consistencyToken();
          setResult({ ...result, extensions: { ...result.extensions, [CONSISTENCY_EXTENSION]: token } });
        },
      };
    },
  };
}
