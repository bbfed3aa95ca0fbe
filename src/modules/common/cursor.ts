// The one cursor codec of the lists the ledger pages itself (the overview, the
// agreement decision lists): base64url of a JSON array whose first element names the
// list, then the position's parts, each checked against its grammar. A cursor names
// a position only, never a filter, project or property. A cursor that is not one of
// this list's is a ValidationError on the argument that carried it, never an
// unexpected error.
import { z } from 'zod';
import { ValidationError } from '../../errors.js';

export interface CursorCodec<Position> {
  encode(position: Position): string;
  /** The position, null when no cursor was given, or a ValidationError naming `argument`. */
  decode(cursor: string | null | undefined, argument: string): Position | null;
}

/** Longest cursor accepted before decoding: positions are a few short values. */
const MAX_CURSOR_LENGTH = 512;

export function cursorCodec<Parts extends z.ZodTuple, Position>(
  list: string,
  parts: Parts,
  toParts: (position: Position) => z.input<Parts>,
  fromParts: (parts: z.output<Parts>) => Position,
): CursorCodec<Position> {
  const shape = z.tuple([z.literal(list)]).rest(z.unknown());
  return {
    encode: (position) => Buffer.from(JSON.stringify([list, ...toParts(position)]), 'utf8').toString('base64url'),
    decode(cursor, argument) {
      if (cursor === null || cursor === undefined) return null;
      const refuse = () => ValidationError.of([{ path: argument, message: 'is not a cursor of this list' }]);
      if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]*$/.test(cursor)) throw refuse();
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        throw refuse();
      }
      const tagged = shape.safeParse(decoded);
      if (!tagged.success) throw refuse();
      const position = parts.safeParse(tagged.data.slice(1));
      if (!position.success) throw refuse();
      return fromParts(position.data);
    },
  };
}
