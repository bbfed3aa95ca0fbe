// The plugin that fills in the request's record for its log line (RequestRecord, in
// src/logger.ts; src/http/app.ts writes the line) as Yoga executes.
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../../errors.js';
import type { RequestRecord } from '../../logger.js';
import type { Caller } from '../../modules/auth/caller.js';

/** Fills in the request's record for its log line (see RequestRecord). */
export function requestRecording(): Plugin<{ ledgerRequest?: RequestRecord; caller?: Caller }> {
  return {
    onExecute({ args }) {
      const record = args.contextValue.ledgerRequest;
      if (record) {
        record.operationName = args.operationName ?? null;
        record.actor = args.contextValue.caller?.actorRef;
      }
      return {
        onExecuteDone({ result }) {
          if (record && 'errors' in result && result.errors?.length)
            record.errorCodes = result.errors.map((error) => String(error.extensions?.code ?? ('INTERNAL' satisfies ErrorCode)));
        },
      };
    },
  };
}
