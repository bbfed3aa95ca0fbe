// The request's record for its log line (src/http/app.ts writes the line), and the plugin
// that fills it in as Yoga executes.
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../../errors.js';
import type { Caller } from '../../modules/auth/caller.js';

/**
 * What src/http/app.ts keeps of a request for its log line, filled in as Yoga goes: the
 * operation's name, the caller's actor and the codes of the errors answered. Never
 * the token, never the variables.
 */
export interface RequestRecord {
  id: string;
  operationName?: string | null;
  actor?: string;
  errorCodes?: string[];
}

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
