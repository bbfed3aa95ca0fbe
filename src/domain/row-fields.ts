// Field lists: the one statement of which stored columns an evidence object is made of.
//
// A list names, in order, each property of the object, the column it is stored in and
// whether the column is an instant (the fold counts instants as epoch milliseconds).
// Everything else is generated from it: the select list and the type and decoder of the
// JSON arrays the report reads (src/db/row-fields.ts), and the decoding of the same rows
// from the leaves of an evidence bundle (src/domain/bundle.ts). Adding a field is one
// edit here; test/integration/row-fields.test.ts checks each list against its table.
//
// This half is pure (the domain imports nothing of ours); the SQL half is in src/db/.

/** One field: its property, its column, and whether that column is an instant. */
export interface Field {
  readonly name: string;
  readonly column: string;
  /** A timestamptz read as epoch milliseconds; `nullable` when the column may be NULL. */
  readonly instant?: 'required' | 'nullable';
}

/** A field of `Row`. */
export interface RowField<Row> extends Field {
  readonly name: keyof Row & string;
}

/** The phantom property a list carries its row type in (no value has it). */
declare const rowType: unique symbol;

/** A field list of `Row`, as `rowFields` returns it: the list, typed by position, knowing its row type. */
export type FieldList<Row> = readonly RowField<Row>[] & { readonly [rowType]?: Row };

/** Any field list, of any row type. */
export type AnyFieldList = readonly Field[] & { readonly [rowType]?: unknown };

/** The row type of a list. */
export type RowTypeOf<List> = List extends { readonly [rowType]?: infer Row } ? Exclude<Row, undefined> : never;

/** The object a list decodes into: the properties of its row type it names. */
export type RowOf<List extends AnyFieldList> = Pick<RowTypeOf<List>, List[number]['name'] & keyof RowTypeOf<List>>;

/** The properties of `Row` a list does not name. */
type Unnamed<Row, List extends readonly RowField<Row>[]> = Exclude<keyof Row, List[number]['name']>;

/**
 * A field list of `Row`, typed by position. `rowFields<Row>()([...])` is a type error
 * when a property of `Row` is missing (`Except` names those a list leaves out on purpose).
 */
export function rowFields<Row, Except extends keyof Row = never>() {
  return <const List extends readonly RowField<Row>[]>(
    list: List & ([Exclude<Unnamed<Row, List>, Except>] extends [never] ? unknown : { missing: Exclude<Unnamed<Row, List>, Except> }),
  ): List & FieldList<Row> => list;
}
