// The access matrix shared by the access tests: every operation against every role,
// on a token for the right project and on one for another project.
import type { TokenRole } from '../../src/domain/enums.js';

export type Verdict = 'allowed' | 'denied';

export interface Operation {
  name: string;
  /** The roles that may use the operation; null when any authenticated caller may. */
  role: TokenRole | TokenRole[] | null;
  /** Whether the operation touches a project (and so is refused outside the token's projects). */
  scoped: boolean;
  run(token: string): Promise<Verdict>;
}

export const ROLES: TokenRole[] = ['reader', 'recorder', 'adjudicator', 'admin'];

/** [name, role, 'own project' | 'other project', expected verdict, operation] for it.each. */
export function accessCases(operations: Operation[]) {
  return operations.flatMap((operation) =>
    ROLES.flatMap((role) =>
      [true, false].map((ownsProject) => {
        const permitted = operation.role === null || [operation.role].flat().includes(role);
        const expected: Verdict = permitted && (ownsProject || !operation.scoped) ? 'allowed' : 'denied';
        return [operation.name, role, ownsProject ? 'own project' : 'other project', expected, operation] as const;
      }),
    ),
  );
}
