// One row model per table: the Prisma model (prisma/schema.prisma, and the types
// Prisma generates from it) is the one description of a table's columns. Stores
// that read through SQL build their select lists here, so every row they return
// has exactly the shape of the generated model type, under its field names, and
// reaches Pothos and the domain with no hand-written alias list and no cast.
//
// Every field is stored in the column of its snake_case name (schema.prisma maps
// each one so); test/integration/schema-drift.test.ts checks that rule for every
// field of every model.
import { getDatamodel } from '../generated/pothos-prisma-types.js';
import type PrismaTypes from '../generated/pothos-prisma-types.js';

export type ModelName = keyof PrismaTypes;

interface ModelField {
  name: string;
  kind: string;
  isList: boolean;
}

const models = getDatamodel().datamodel.models as unknown as Record<ModelName, { fields: ModelField[] }>;

/** The column a field is stored in. */
export function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The stored (scalar and enum) fields of a model, in schema order. */
export function fieldsOf(model: ModelName): string[] {
  return models[model].fields.filter((field) => field.kind === 'scalar' || field.kind === 'enum').map((field) => field.name);
}

/**
 * `alias.column AS "field", …` for every stored field of `model`. Lists of an enum
 * type are read as text[]: the driver knows no parser for arrays of the ledger's
 * own enum types. `overrides` replaces the expression of a field.
 */
export function selectList(
  model: ModelName,
  alias: string,
  overrides: Partial<Record<string, string>> = {},
  /** Only these fields (in schema order); all when absent. */
  only?: ReadonlySet<string>,
): string {
  return models[model].fields
    .filter((field) => (field.kind === 'scalar' || field.kind === 'enum') && (!only || only.has(field.name)))
    .map((field) => {
      const expression = overrides[field.name] ?? `${alias}.${columnOf(field.name)}${field.kind === 'enum' && field.isList ? '::text[]' : ''}`;
      return `${expression} AS "${field.name}"`;
    })
    .join(', ');
}

/**
 * SQL of an instant as whole milliseconds since the epoch, the form reports fold
 * over. Ledger stamps are whole milliseconds, so `ceil` changes none of them; it
 * only rounds a finer instant up, never back across an `asOf`. `float8` arrives in
 * JavaScript as a number (`int8` as a string, unless parsed).
 */
export const epochMilliseconds = (column: string, type: 'int8' | 'float8' = 'int8') => `ceil(extract(epoch FROM ${column}) * 1000)::${type}`;
