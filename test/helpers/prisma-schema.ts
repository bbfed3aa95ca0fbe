// A small reader of prisma/schema.prisma: models (table, columns with type,
// nullability, list-ness, native type) and enums. Prisma's own parser ships only
// inside its CLI, so the schema-drift test reads the file with this instead. It
// understands the subset of the language the ledger's schema uses, and fails
// loudly on anything else.
import { readFileSync } from 'node:fs';

export interface PrismaColumn {
  field: string;
  column: string;
  type: string;
  optional: boolean;
  list: boolean;
  nativeType: string | null;
  isEnum: boolean;
}

export interface PrismaModel {
  name: string;
  table: string;
  columns: PrismaColumn[];
  uniques: string[][];
  indexes: string[][];
}

export interface PrismaSchema {
  models: PrismaModel[];
  enums: Map<string, string[]>;
}

const SCALARS = new Set(['String', 'Int', 'Boolean', 'DateTime', 'Float', 'BigInt', 'Decimal', 'Json', 'Bytes']);

export function readPrismaSchema(path: string): PrismaSchema {
  const text = readFileSync(path, 'utf8').replace(/\/\/.*$/gm, '');
  const enums = new Map<string, string[]>();
  for (const match of text.matchAll(/enum\s+(\w+)\s*\{([^}]*)\}/g)) enums.set(match[1]!, match[2]!.split(/\s+/).filter(Boolean));

  const models: PrismaModel[] = [];
  for (const match of text.matchAll(/model\s+(\w+)\s*\{([^}]*)\}/g)) {
    const [, name, body] = match;
    const model: PrismaModel = { name: name!, table: name!, columns: [], uniques: [], indexes: [] };
    const fieldToColumn = new Map<string, string>();
    const blockAttributes: string[] = [];
    for (const rawLine of body!.split('\n')) {
      const line = rawLine.trim();
      if (!line) continue;
      if (line.startsWith('@@')) {
        blockAttributes.push(line);
        continue;
      }
      const field = /^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/.exec(line);
      if (!field) throw new Error(`unreadable line in model ${name}: ${line}`);
      const [, fieldName, type, list, optional, attributes] = field;
      const isEnum = enums.has(type!);
      if (!SCALARS.has(type!) && !isEnum) continue; // a relation field
      const column = /@map\("([^"]+)"\)/.exec(attributes!)?.[1] ?? fieldName!;
      fieldToColumn.set(fieldName!, column);
      model.columns.push({
        field: fieldName!,
        column,
        type: type!,
        list: Boolean(list),
        optional: Boolean(optional),
        nativeType: /@db\.(\w+)/.exec(attributes!)?.[1] ?? null,
        isEnum,
      });
      if (/@unique\b/.test(attributes!)) model.uniques.push([column]);
    }
    const columnsOf = (attribute: string) =>
      /\[([^\]]+)\]/
        .exec(attribute)![1]!
        .split(',')
        .map((field) => fieldToColumn.get(field.trim()) ?? field.trim());
    for (const attribute of blockAttributes) {
      if (attribute.startsWith('@@map')) model.table = /@@map\("([^"]+)"\)/.exec(attribute)![1]!;
      else if (attribute.startsWith('@@unique')) model.uniques.push(columnsOf(attribute));
      else if (attribute.startsWith('@@index')) model.indexes.push(columnsOf(attribute));
      else if (attribute.startsWith('@@id'))
        continue; // a composite primary key: the columns are checked above, the key by the migration
      else throw new Error(`unknown block attribute in model ${name}: ${attribute}`);
    }
    models.push(model);
  }
  return { models, enums };
}
