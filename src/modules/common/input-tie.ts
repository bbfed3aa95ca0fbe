// Every GraphQL input type is tied to the zod schema that parses it: the Pothos field
// list must name exactly the schema's input keys, each required on both sides or on
// neither, or `tsc --noEmit` fails (docs/architecture.md, "Adding a record family").
import type { InputFieldMap, InputShapeFromFields } from '@pothos/core';
import type { z } from 'zod';
import { builder } from '../../builder.js';

type Types = typeof builder.$inferSchemaTypes;

/** The keys of T whose value may be left out (optional, nullable, or with a default). */
type OmittableKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/** How a GraphQL input shape G and a zod input shape Z differ; `never` when they agree. */
export type InputDrift<G, Z> = {
  onlyInGraphQL: Exclude<keyof G, keyof Z>;
  onlyInZod: Exclude<keyof Z, keyof G>;
  optionalOnlyInGraphQL: Exclude<OmittableKeys<G>, OmittableKeys<Z>> & keyof Z;
  optionalOnlyInZod: Exclude<OmittableKeys<Z>, OmittableKeys<G>> & keyof G;
} extends infer D
  ? D extends { onlyInGraphQL: never; onlyInZod: never; optionalOnlyInGraphQL: never; optionalOnlyInZod: never }
    ? never
    : D
  : never;

/** Nothing to add when the shapes agree; otherwise a property no field list has, which names the drift. */
type Tied<Fields extends InputFieldMap, Z> = [InputDrift<InputShapeFromFields<Fields>, Z>] extends [never]
  ? unknown
  : { inputDrift: InputDrift<InputShapeFromFields<Fields>, Z> };

/**
 * `builder.inputType` for an input whose zod input type is Shape: the same type in the
 * printed schema, and a compile error at its field list, naming the fields, when the two
 * drift apart. Shape is named where no single schema parses the whole input.
 */
export function inputTypeOfShape<Shape extends object>() {
  return <Fields extends InputFieldMap>(
    name: string,
    options: Omit<PothosSchemaTypes.InputObjectTypeOptions<Types, Fields>, 'fields'> & {
      fields: (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => Fields & NoInfer<Tied<Fields, Shape>>;
    },
  ) => builder.inputType(name, options as PothosSchemaTypes.InputObjectTypeOptions<Types, Fields>);
}

/** `builder.inputType` for an input parsed by `schema` (an absent input, `null` included, aside). */
export function zodInputType<S extends z.ZodType, Fields extends InputFieldMap>(
  name: string,
  _schema: S,
  options: Omit<PothosSchemaTypes.InputObjectTypeOptions<Types, Fields>, 'fields'> & {
    fields: (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => Fields & NoInfer<Tied<Fields, NonNullable<z.input<S>>>>;
  },
) {
  return builder.inputType(name, options as PothosSchemaTypes.InputObjectTypeOptions<Types, Fields>);
}
