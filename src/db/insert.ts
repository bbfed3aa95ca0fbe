// An INSERT generated from one list of a model's written fields: the column names,
// each placeholder with the cast its column needs and the bind values, all from the
// same list, so no statement lists a row's columns, casts and values by position.
//
// The columns and casts are read from the Prisma data model (src/db/columns.ts):
// an enum column's placeholder is cast to its enum type, a list to its list type
// (`"Enum"[]`, `text[]`), anything else is bound as the driver sends it. The values
// are taken by field name from one object typed as the model's row, so a field the
// list names and the object lacks does not typecheck.
import { castOf, columnOf, tableOf, type ModelName, type ModelRow, type StoredField } from './columns.js';

export interface InsertStatement<Model extends ModelName, Field extends StoredField<Model>> {
  /** The written fields, in the order of the columns and the values. */
  fields: readonly Field[];
  /** What follows `INSERT INTO`: `table [AS alias] (column, …) VALUES ($1, $2::"Enum", …)`. */
  sql: string;
  /** The bind values of `row`, one per field, in order. */
  values(row: Pick<ModelRow<Model>, Field>): unknown[];
}

/** The insert of one row of `model` writing `fields`, under `alias` when given (for RETURNING and ON CONFLICT). */
export function insertStatement<Model extends ModelName, const Field extends StoredField<Model>>(
  model: Model,
  fields: readonly Field[],
  options: { alias?: string } = {},
): InsertStatement<Model, Field> {
  if (new Set(fields).size !== fields.length) throw new Error(`${model}: a field is written twice`);
  const columns = fields.map((field) => columnOf(model, field));
  const placeholders = fields.map((field, index) => {
    const cast = castOf(model, field);
    return `$${index + 1}${cast ? `::${cast}` : ''}`;
  });
  const table = options.alias ? `${tableOf(model)} AS ${options.alias}` : tableOf(model);
  return {
    fields,
    sql: `${table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})`,
    values: (row) => fields.map((field) => row[field]),
  };
}
