// The SQL half of the field lists of src/domain/row-fields.ts: from one list, the
// arguments of the `json_build_array` a row is read as, the TypeScript type of the
// array that arrives, and the decoder from that array into the object.
//
// Reports read rows as JSON arrays, not objects: one large document of compact arrays
// parses far faster in Node than rows of columns, or objects repeating every key
// (src/modules/reliability/evidence.ts). The list gives each position its meaning once,
// so no select list, tuple type or destructuring restates it.
//
// A statement may put values the object does not hold (a grouping key, a nested array)
// before the list's fields: it writes them itself, in front of `jsonArgumentsOf`, types
// them in front of `RowTuple`, and the decoder is told how many to skip.
import type { AnyFieldList, Field, RowOf, RowTypeOf } from '../domain/row-fields.js';
import { epochMilliseconds } from './columns.js';

/** The JSON value each field of `List` arrives as, in order. */
export type RowTuple<List extends AnyFieldList> = List extends readonly [...infer Fields]
  ? {
      -readonly [Index in keyof Fields]: Fields[Index] extends { name: infer Name extends keyof RowTypeOf<List> }
        ? RowTypeOf<List>[Name]
        : never;
    }
  : never;

/** `Length` values of any type: the values a statement puts before a list's fields. */
type Lead<Length extends number, Values extends unknown[] = []> = Values['length'] extends Length
  ? Values
  : Lead<Length, [...Values, unknown]>;

/** The SQL of one field on row alias `alias`: its column, an instant as epoch milliseconds (a JSON number). */
export function fieldSql(field: Field, alias: string): string {
  const column = `${alias}.${field.column}`;
  return field.instant ? epochMilliseconds(column) : column;
}

/** `alias.column, …` for every field of `fields`, in order: the arguments of a json_build_array. */
export function jsonArgumentsOf(fields: readonly Field[], alias: string): string {
  return fields.map((field) => fieldSql(field, alias)).join(', ');
}

/** What a decoder is told beside its list: how many values come first, and properties the caller gives. */
interface DecoderOptions<Length extends number, Given extends AnyFieldList> {
  /** Values before the list's fields (the statement's own: a grouping key, a nested array). */
  lead?: Length;
  /** Properties the array does not hold, which the caller passes (a nested row's parent id), put first. */
  given?: Given;
}

/** A decoder: the array (and the given properties, if any) to the object. */
export type Decoder<List extends AnyFieldList, Length extends number, Given extends AnyFieldList> = (
  tuple: readonly [...Lead<Length>, ...RowTuple<List>],
  ...given: Given extends readonly [] ? [] : [RowOf<Given>]
) => RowOf<Given> & RowOf<List>;

/**
 * The decoder of the arrays of `fields`: the object of the list's properties, from their
 * positions (after `lead` values), with the `given` properties first. It is compiled once
 * into one object literal, so every decoded row has the shape a literal gives it and
 * decodes as fast as a hand-written destructuring (a report decodes up to a hundred
 * thousand attempts). The names are the lists' own property names, checked to be identifiers.
 */
export function tupleDecoder<const List extends AnyFieldList, Length extends number = 0, const Given extends AnyFieldList = readonly []>(
  fields: List,
  options: DecoderOptions<Length, Given> = {},
): Decoder<List, Length, Given> {
  const name = (field: Field) => {
    if (!/^[A-Za-z_$][\w$]*$/.test(field.name)) throw new Error(`${field.name} is not a property name`);
    return field.name;
  };
  const properties = [
    ...(options.given ?? []).map((field) => `${name(field)}: given.${name(field)}`),
    ...fields.map((field, index) => `${name(field)}: tuple[${(options.lead ?? 0) + index}]`),
  ];
  return new Function('tuple', 'given', `return { ${properties.join(', ')} };`) as Decoder<List, Length, Given>;
}
