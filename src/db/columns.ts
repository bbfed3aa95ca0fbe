// One row model per table: the Prisma model (prisma/schema.prisma, and the client
// Prisma generates from it) is the one description of a table's columns. Stores
// that read through SQL build their select lists here, so every row they return
// has exactly the shape of the generated model type, under its field names, and
// reaches Pothos and the domain with no hand-written alias list and no cast.
//
// The models, their tables and the column of each field are read from the
// generated client's runtime data model (the one its queries are built from), not
// from the GraphQL plugin's copy. test/integration/schema-drift.test.ts checks every
// model against the migrated database.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';

export type ModelName = Prisma.ModelName;

/** The stored (scalar and enum) fields of a model, as its generated type names them. */
export type StoredField<Model extends ModelName> = keyof Prisma.TypeMap['model'][Model]['payload']['scalars'] & string;

/** A model's row as its generated type has it: every stored field. */
export type ModelRow<Model extends ModelName> = Prisma.TypeMap['model'][Model]['payload']['scalars'];

/** A field of the runtime data model: what the generated client keeps of the schema. */
interface RuntimeField {
  name: string;
  kind: 'scalar' | 'enum' | 'object' | 'unsupported';
  type: string;
  /** The column, when it is not the field's own name (`@map`). */
  dbName?: string | null;
}

interface RuntimeModel {
  fields: RuntimeField[];
  /** The table, when it is not the model's own name (`@@map`). */
  dbName: string | null;
}

/**
 * The runtime data model of the generated client. The client keeps it on each
 * instance only; one that never connects (its adapter opens a pool on first use) is
 * made here to read it, once, when this module loads.
 */
const runtimeModels = (
  new PrismaClient({ adapter: new PrismaPg({}) }) as unknown as { _runtimeDataModel: { models: Record<ModelName, RuntimeModel> } }
)._runtimeDataModel.models;

/** A stored field whose generated type is a list of one of the ledger's enums. */
type EnumListField<Model extends ModelName> = {
  [Field in StoredField<Model>]: NonNullable<Prisma.TypeMap['model'][Model]['payload']['scalars'][Field]> extends readonly (infer Element)[]
    ? string extends Element
      ? never
      : Element extends string
        ? Field
        : never
    : never;
}[StoredField<Model>];

/**
 * The lists of an enum type, read as text[]: the driver knows no parser for arrays of
 * the ledger's own enum types. The runtime data model does not say which fields are
 * lists, so they are named here, checked against the generated model types both ways:
 * a new enum list in the schema, or a name here that is not one, fails the typecheck.
 */
const ENUM_LISTS: { [Model in ModelName as [EnumListField<Model>] extends [never] ? never : Model]: Record<EnumListField<Model>, true> } = {
  Attempt: { evidenceKinds: true },
  ApiToken: { roles: true },
  AgreementEvent: { guardrailCheckResults: true },
  WebhookEndpoint: { kinds: true },
};

/** A stored field whose generated type is a list of a scalar (text, uuid, integer, boolean), not of an enum. */
type ScalarListField<Model extends ModelName> = {
  [Field in StoredField<Model>]: NonNullable<Prisma.TypeMap['model'][Model]['payload']['scalars'][Field]> extends readonly (infer Element)[]
    ? string extends Element
      ? Field
      : Element extends string
        ? never
        : Field
    : never;
}[StoredField<Model>];

/** The element type of a list column, as PostgreSQL spells it. */
type ListElementType = 'text' | 'uuid' | 'integer' | 'boolean';

/**
 * The lists of a scalar type, with their element type: what a bind parameter of one
 * is cast to (insertStatement, src/db/insert.ts). Like ENUM_LISTS, named here and
 * checked against the generated model types both ways; the element types are held
 * against the database by test/integration/schema-drift.test.ts.
 */
export const SCALAR_LISTS: {
  [Model in ModelName as [ScalarListField<Model>] extends [never] ? never : Model]: Record<ScalarListField<Model>, ListElementType>;
} = {
  Attempt: { evidenceDigests: 'text' },
  Adjudication: { evidenceDigests: 'text' },
  ApiToken: { projectIds: 'uuid' },
  AgreementEvent: { guardrailCheckKeys: 'text' },
  Rubric: { criterionIds: 'text', criterionRequired: 'boolean', descriptorDigests: 'text', raiseDigests: 'text' },
  GradedVerification: { criterionIds: 'text', scores: 'integer', evidenceDigests: 'text', feedbackDigests: 'text', belowThreshold: 'text' },
  TransparencyLeafFormat: { columns: 'text' },
  ReworkRequest: { criterionIds: 'text', feedbackDigests: 'text' },
};

interface StoredColumn {
  field: string;
  column: string;
  enumList: boolean;
  /** The type a bind parameter of the column is cast to, when the driver's own text needs one: an enum, a list. */
  cast: string | null;
}

/** The stored fields of each model, in schema order, with their columns. */
const storedColumns = new Map<ModelName, StoredColumn[]>(
  (Object.keys(runtimeModels) as ModelName[]).map((model) => {
    const enumLists: Partial<Record<string, true>> = (ENUM_LISTS as Partial<Record<ModelName, Partial<Record<string, true>>>>)[model] ?? {};
    const scalarLists: Partial<Record<string, ListElementType>> =
      (SCALAR_LISTS as Partial<Record<ModelName, Partial<Record<string, ListElementType>>>>)[model] ?? {};
    const stored = runtimeModels[model].fields
      .filter((field) => field.kind === 'scalar' || field.kind === 'enum')
      .map((field) => {
        const enumList = field.kind === 'enum' && enumLists[field.name] === true;
        const scalarList = field.kind === 'scalar' ? scalarLists[field.name] : undefined;
        // The ledger's enum types keep their Prisma names (no @@map on an enum).
        const cast = field.kind === 'enum' ? `"${field.type}"${enumList ? '[]' : ''}` : scalarList ? `${scalarList}[]` : null;
        return { field: field.name, column: field.dbName ?? field.name, enumList, cast };
      });
    return [model, stored];
  }),
);

function storedColumnsOf(model: ModelName): StoredColumn[] {
  const stored = storedColumns.get(model);
  if (!stored) throw new Error(`${model} is not a model of the generated client`);
  return stored;
}

/** The table a model is stored in. */
export function tableOf(model: ModelName): string {
  return runtimeModels[model].dbName ?? model;
}

/** The column a stored field of `model` is stored in. */
export function columnOf<Model extends ModelName>(model: Model, field: StoredField<Model>): string {
  const stored = storedColumnsOf(model).find((candidate) => candidate.field === field);
  if (!stored) throw new Error(`${model}.${field} is not a stored field`);
  return stored.column;
}

/** The type a bind parameter of `field` is cast to (`"Enum"`, `"Enum"[]`, `text[]`), or null when it needs none. */
export function castOf<Model extends ModelName>(model: Model, field: StoredField<Model>): string | null {
  const stored = storedColumnsOf(model).find((candidate) => candidate.field === field);
  if (!stored) throw new Error(`${model}.${field} is not a stored field`);
  return stored.cast;
}

/** The stored (scalar and enum) fields of a model, in schema order. */
export function fieldsOf<Model extends ModelName>(model: Model): StoredField<Model>[] {
  return storedColumnsOf(model).map((stored) => stored.field as StoredField<Model>);
}

/**
 * `alias.column AS "field", …` for every stored field of `model`. Lists of an enum
 * type are read as text[] (ENUM_LISTS). `overrides` replaces the expression of a field.
 */
export function selectList(
  model: ModelName,
  alias: string,
  overrides: Partial<Record<string, string>> = {},
  /** Only these fields (in schema order); all when absent. */
  only?: ReadonlySet<string>,
): string {
  return storedColumnsOf(model)
    .filter((stored) => !only || only.has(stored.field))
    .map((stored) => `${overrides[stored.field] ?? `${alias}.${stored.column}${stored.enumList ? '::text[]' : ''}`} AS "${stored.field}"`)
    .join(', ');
}

/**
 * SQL of an instant as whole milliseconds since the epoch, the form reports fold
 * over. Ledger stamps are whole milliseconds, so `ceil` changes none of them; it
 * only rounds a finer instant up, never back across an `asOf`. `float8` arrives in
 * JavaScript as a number (`int8` as a string, unless parsed).
 */
export const epochMilliseconds = (column: string, type: 'int8' | 'float8' = 'int8') =>
  `ceil(extract(epoch FROM ${column}) * 1000)::${type}`;
