// Record ids in arguments: clients may pass a Relay global id (as returned in `id`)
// or the raw ledger UUID (as returned in `ledgerId` and printed by the CLI).
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { matchesGrammar } from '../../domain/grammars.js';

/** The UUID behind `id` when it names a `typename`, else null (unknown ids behave as not found). */
export function ledgerIdOf(id: string, typename: string): string | null {
  if (matchesGrammar('uuid', id)) return id;
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === typename && matchesGrammar('uuid', decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

/** A UUID that matches no row, for lookups of malformed ids. */
export const NO_SUCH_ID = '00000000-0000-0000-0000-000000000000';

/** Relay global ids of records a report names by id (see `node`). */
export const attemptGlobalId = (id: string) => encodeGlobalID('Attempt', id);
export const cohortGlobalId = (id: string) => encodeGlobalID('Cohort', id);
