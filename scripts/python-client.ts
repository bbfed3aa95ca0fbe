// Generates the Python client's typed layer (clients/python/ledger_client/_generated.py)
// from schema.graphql, the typed client's operations (client/operations/*.graphql), the
// trusted-documents manifest (client/generated/persisted-documents.json: each operation
// is sent by its hash) and the ledger's error codes (ERROR_CODES, src/errors.ts).
// With --check it writes nothing and fails when the file is out of date, so the Python
// client cannot drift from the schema (npm test runs it beside schema:check and client:check).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  typeFromAST,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { defineScript, runAsEntry, scriptArguments } from '../src/cli/script.js';
import { ERROR_CODES } from '../src/errors.js';

export const command = defineScript({
  name: 'client:python:generate',
  summary: "Write the Python client's generated types and operations (clients/python/ledger_client/_generated.py).",
  details: ['npm run client:python:check is the same with --check.'],
  options: {
    check: {
      type: 'boolean',
      description: 'write nothing; exit 1 when the generated file differs from what the schema and operations give',
    },
  },
  environment: {},
});

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PYTHON_GENERATED = path.join(ROOT, 'clients/python/ledger_client/_generated.py');

/** GraphQL scalars as Python types: DateTime travels as an RFC 3339 string. */
const SCALARS: Record<string, string> = { String: 'str', ID: 'str', Int: 'int', Float: 'float', Boolean: 'bool', DateTime: 'str' };

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** camelCase → snake_case, for method and argument names. */
export const snake = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
const pyString = (text: string) => JSON.stringify(text);
/** A docstring body: triple quotes and backslashes cannot end it early. */
const docstring = (text: string) => text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"');

interface Operation {
  node: OperationDefinitionNode;
  name: string;
  hash: string;
}

class Output {
  readonly lines: string[] = [];
  private readonly defined = new Set<string>();
  /** Appends a definition once (selection types can be reached from more than one place). */
  define(name: string, text: string): void {
    if (this.defined.has(name)) return;
    this.defined.add(name);
    this.lines.push(text);
  }
}

function pyInputType(type: GraphQLInputType): string {
  if (isNonNullType(type)) return pyInputTypeNonNull(type.ofType);
  return `Optional[${pyInputTypeNonNull(type)}]`;
}
function pyInputTypeNonNull(type: GraphQLInputType): string {
  if (isListType(type)) return `list[${pyInputType(type.ofType)}]`;
  const named = type as GraphQLNamedType;
  if (isScalarType(named)) return SCALARS[named.name] ?? 'Any';
  return named.name;
}

/** The fields a selection set asks of one concrete type, in order, with their merged sub-selections. */
function collectFields(
  schema: GraphQLSchema,
  fragments: Map<string, FragmentDefinitionNode>,
  selectionSet: SelectionSetNode,
  concrete: GraphQLObjectType,
  into = new Map<string, { fieldName: string; selections: SelectionSetNode[] }>(),
) {
  const applies = (condition: string | undefined) => {
    if (!condition || condition === concrete.name) return true;
    const type = schema.getType(condition);
    return type !== undefined && isAbstractType(type) && schema.isSubType(type, concrete);
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const entry = into.get(key) ?? { fieldName: selection.name.value, selections: [] };
      if (selection.selectionSet) entry.selections.push(selection.selectionSet);
      into.set(key, entry);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (applies(selection.typeCondition?.name.value)) collectFields(schema, fragments, selection.selectionSet, concrete, into);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment) throw new Error(`unknown fragment ${selection.name.value}`);
      if (applies(fragment.typeCondition.name.value)) collectFields(schema, fragments, fragment.selectionSet, concrete, into);
    }
  }
  return into;
}

export function generatePython(): string {
  const schema = buildSchema(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
  const operationsDir = path.join(ROOT, 'client/operations');
  const documents = readdirSync(operationsDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => parse(readFileSync(path.join(operationsDir, file), 'utf8')));
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operationNodes: OperationDefinitionNode[] = [];
  for (const document of documents)
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      else if (definition.kind === Kind.OPERATION_DEFINITION) operationNodes.push(definition);
    }

  // The manifest: each operation is sent as the hash of the manifest document that defines it.
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'client/generated/persisted-documents.json'), 'utf8')) as Record<string, string>;
  const hashOf = new Map<string, string>();
  for (const [key, text] of Object.entries(manifest))
    for (const definition of parse(text).definitions)
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) hashOf.set(definition.name.value, key.replace(/^sha256:/, ''));
  const operations: Operation[] = operationNodes.map((node) => {
    const name = node.name?.value;
    if (!name) throw new Error('every client operation is named');
    const hash = hashOf.get(name);
    if (!hash) throw new Error(`${name} is not in client/generated/persisted-documents.json: run npm run client:generate first`);
    return { node, name, hash };
  });

  const out = new Output();
  const errorTypes = Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && type.getInterfaces().some((iface) => iface.name === 'Error'))
    .map((type) => type.name)
    .sort();

  // Enums and input types: every one the schema has, so any variable can be typed.
  const named = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const type of named) {
    if (isEnumType(type)) {
      const values = type.getValues().map((value) => pyString(value.name));
      out.define(
        type.name,
        `${type.name} = Literal[${values.join(', ')}]\n${snake(type.name).toUpperCase()}_VALUES: tuple[str, ...] = (${values.join(', ')},)\n`,
      );
    }
  }
  for (const type of named) {
    if (!isInputObjectType(type)) continue;
    const fields = Object.values(type.getFields());
    const required = fields.filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    const optional = fields.filter((field) => !required.includes(field));
    const doc = type.description ? `# ${type.description.replace(/\n/g, ' ')}\n` : '';
    // Quoted: an input type may name one defined further down.
    const entries = (list: typeof fields) =>
      list.map((field) => `    ${pyString(field.name)}: ${pyString(pyInputType(field.type))},`).join('\n');
    // Functional TypedDicts (field names are GraphQL's, whatever Python reserves): the required
    // fields in one base, the optional ones (total=False) in the other, the type both.
    out.define(
      type.name,
      `${doc}_${type.name}Required = TypedDict(${pyString(`_${type.name}Required`)}, {\n${entries(required)}\n})\n` +
        `_${type.name}Optional = TypedDict(${pyString(`_${type.name}Optional`)}, {\n${entries(optional)}\n}, total=False)\n\n\n` +
        `class ${type.name}(_${type.name}Required, _${type.name}Optional):\n    pass\n\n`,
    );
  }

  /** The Python type of a selected field's value; defines the TypedDicts it needs. */
  // `raised`: the root value of an operation, whose error members the client raises rather than returns.
  const selectionType = (type: GraphQLOutputType, selections: SelectionSetNode[], name: string, raised = false): string =>
    isNonNullType(type)
      ? selectionTypeNonNull(type.ofType, selections, name, raised)
      : `Optional[${selectionTypeNonNull(type, selections, name, raised)}]`;
  const selectionTypeNonNull = (type: GraphQLOutputType, selections: SelectionSetNode[], name: string, raised = false): string => {
    if (isListType(type)) return `list[${selectionType(type.ofType, selections, name)}]`;
    const namedType = getNamedType(type);
    if (isScalarType(namedType)) return SCALARS[namedType.name] ?? 'Any';
    if (isEnumType(namedType)) return namedType.name;
    const concreteTypes = (isAbstractType(namedType) ? [...schema.getPossibleTypes(namedType)] : [namedType as GraphQLObjectType]).filter(
      (concrete) => !raised || !errorTypes.includes(concrete.name),
    );
    const variants = concreteTypes
      .map((concrete) => {
        const fields = new Map<string, { fieldName: string; selections: SelectionSetNode[] }>();
        for (const selectionSet of selections) collectFields(schema, fragments, selectionSet, concrete, fields);
        return { concrete, fields };
      })
      .sort((a, b) => (a.concrete.name < b.concrete.name ? -1 : 1));
    const define = (
      typeName: string,
      concrete: GraphQLObjectType,
      fields: Map<string, { fieldName: string; selections: SelectionSetNode[] }>,
    ) => {
      const entries = [...fields].map(([key, { fieldName, selections: sub }]) => {
        if (fieldName === '__typename') return `    ${pyString(key)}: Literal[${pyString(concrete.name)}],`;
        const field = concrete.getFields()[fieldName];
        if (!field) throw new Error(`${concrete.name} has no field ${fieldName}`);
        return `    ${pyString(key)}: ${selectionType(field.type, sub, `${typeName}${pascal(key)}`)},`;
      });
      out.define(typeName, `${typeName} = TypedDict(${pyString(typeName)}, {\n${entries.join('\n')}\n})\n`);
      return typeName;
    };
    if (variants.length === 1) return define(name, variants[0]!.concrete, variants[0]!.fields);
    return `Union[${variants.map(({ concrete, fields }) => define(`${name}_${concrete.name}`, concrete, fields)).join(', ')}]`;
  };

  const methods: string[] = [];
  const registry: string[] = [];
  for (const { node, name, hash } of operations) {
    const kind = node.operation;
    const rootType =
      kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    if (!rootType) throw new Error(`the schema has no ${kind} type`);
    const rootFields = [...collectFields(schema, fragments, node.selectionSet, rootType)];
    const resultName = `${name}Result`;
    // One root field (every client operation has one): the method answers its value.
    const [rootKey, root] = rootFields.length === 1 ? rootFields[0]! : [undefined, undefined];
    const resultType = root
      ? selectionType(rootType.getFields()[root.fieldName]!.type, root.selections, `${name}${pascal(rootKey!)}`, true)
      : selectionTypeNonNull(rootType, [node.selectionSet], `${name}Data`);
    const variables = (node.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
      if (!type) throw new Error(`${name}: unknown type of $${definition.variable.name.value}`);
      const inputType = (t: GraphQLInputType): string => {
        if (isNonNullType(t)) return inputTypeNonNull(t.ofType);
        return `Optional[${inputTypeNonNull(t)}]`;
      };
      const inputTypeNonNull = (t: GraphQLInputType): string => {
        if (isListType(t)) return `list[${inputType(t.ofType)}]`;
        const n = t as GraphQLNamedType;
        if (isScalarType(n)) return SCALARS[n.name] ?? 'Any';
        return n.name;
      };
      const required = isNonNullType(type) && !definition.defaultValue;
      return {
        graphqlName: definition.variable.name.value,
        python: snake(definition.variable.name.value),
        type: inputType(type),
        required,
      };
    });
    const parameters = [
      ...variables.filter((v) => v.required).map((v) => `${v.python}: ${v.type}`),
      ...variables
        .filter((v) => !v.required)
        .map((v) => `${v.python}: ${v.type.startsWith('Optional[') ? v.type : `Optional[${v.type}]`} = None`),
    ];
    const variableMap = `{${variables.map((v) => `${pyString(v.graphqlName)}: ${v.python}`).join(', ')}}`;
    const constant = `${snake(name).toUpperCase()}`;
    registry.push(
      `${constant} = Operation(name=${pyString(name)}, kind=${pyString(kind)}, sha256_hash=${pyString(hash)}, root_field=${rootKey ? pyString(rootKey) : 'None'}, ` +
        `variables=(${variables.map((v) => pyString(v.graphqlName)).join(', ')}${variables.length === 1 ? ',' : ''}))`,
    );
    out.define(resultName, `${resultName} = ${resultType}\n`);
    const signature = `self${parameters.length ? ', *, ' + parameters.join(', ') : ''}`;
    const description = `${kind} ${name} (client/operations), sent as its trusted document's hash.`;
    if (kind === 'subscription') {
      methods.push(
        `    def ${snake(name)}(${signature}) -> "Subscription[${resultName}]":\n        """${docstring(description)} Resumes after a dropped connection (see Subscription)."""\n` +
          `        return self._subscribe(${constant}, ${variableMap})\n`,
      );
    } else {
      methods.push(
        `    def ${snake(name)}(${signature}) -> ${resultName}:\n        """${docstring(description)} A typed error answer raises its LedgerError."""\n` +
          `        return self._execute(${constant}, ${variableMap})  # type: ignore[no-any-return]\n`,
      );
    }
  }

  const errorClasses = Object.entries(ERROR_CODES).map(([code, meaning]) => {
    const className = `${code.toLowerCase().replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Error`;
    return { code, className, meaning };
  });

  return `# Generated by scripts/python-client.ts from schema.graphql, client/operations/*.graphql,
# client/generated/persisted-documents.json and src/errors.ts. Do not edit:
# npm run client:python:generate rewrites it; npm run client:python:check fails when it is stale.
# fmt: off
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Optional, TypedDict, Union

if TYPE_CHECKING:
    from .subscriptions import Subscription


@dataclass(frozen=True)
class Operation:
    """A trusted document of the ledger's manifest: sent as its SHA-256 hash, never as text."""

    name: str
    kind: str
    sha256_hash: str
    root_field: Optional[str]
    variables: tuple[str, ...]


# --- Error codes (ERROR_CODES, src/errors.ts): one exception class per code -------------

class LedgerError(Exception):
    """An answer of the ledger that is not data: its code, message and, where the ledger gives them, issues and digests."""

    code: str = ""

    def __init__(self, message: str, *, status: Optional[int] = None, issues: Optional[list[dict[str, str]]] = None,
                 idempotency_key: Optional[str] = None, existing_digest: Optional[str] = None,
                 submitted_digest: Optional[str] = None, payload: Optional[dict[str, Any]] = None) -> None:
        super().__init__(f"{self.code}: {message}" if self.code else message)
        self.message = message
        self.status = status
        self.issues = issues or []
        self.idempotency_key = idempotency_key
        self.existing_digest = existing_digest
        self.submitted_digest = submitted_digest
        self.payload = payload or {}

${errorClasses.map(({ code, className, meaning }) => `class ${className}(LedgerError):\n    """${docstring(meaning)}"""\n\n    code = ${pyString(code)}\n`).join('\n')}
ERROR_CLASSES: dict[str, type[LedgerError]] = {
${errorClasses.map(({ code, className }) => `    ${pyString(code)}: ${className},`).join('\n')}
}

# The schema's types implementing Error: a result of one of these is raised, not returned.
ERROR_TYPENAMES: frozenset[str] = frozenset({${errorTypes.map(pyString).join(', ')}})

# --- Enums and input types (schema.graphql) --------------------------------------------

${out.lines.join('\n')}
# --- Operations (client/operations/*.graphql) ------------------------------------------

${registry.join('\n')}

OPERATIONS: dict[str, Operation] = {${operations.map(({ name }) => `${pyString(name)}: ${snake(name).toUpperCase()}`).join(', ')}}


class GeneratedOperations:
    """One method per operation of the typed client; arguments are the operation's variables, in snake_case."""

    def _execute(self, operation: Operation, variables: dict[str, Any]) -> Any:
        raise NotImplementedError

    def _subscribe(self, operation: Operation, variables: dict[str, Any]) -> Any:
        raise NotImplementedError

${methods.join('\n')}`;
}

export async function main(argv: string[]): Promise<void> {
  const parsed = scriptArguments(command, argv);
  if (!parsed) return;
  const generated = generatePython();
  if (parsed.values.check) {
    let current = '';
    try {
      current = readFileSync(PYTHON_GENERATED, 'utf8');
    } catch {
      // missing file: reported below
    }
    if (current !== generated) {
      console.error(
        'clients/python/ledger_client/_generated.py is out of date: run `npm run client:python:generate` and commit the result.',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(PYTHON_GENERATED, generated);
    console.log(`wrote ${PYTHON_GENERATED}`);
  }
}

runAsEntry(import.meta.url, main);
