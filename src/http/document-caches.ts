// What a serving process keeps of the documents it was sent: their parsed form (Yoga's
// parse cache) and their compiled executors (graphql-jit). Both are bounded by an
// estimate of the heap they hold, not by a count of documents: a document's parsed
// form and, far more, its compiled executor grow with its size (a document of ten
// aliased report fields compiles to about 4-8 MB), so a count-bounded cache of a
// thousand such documents, each sent once, held gigabytes and ended the process.
//
// Estimates (measured on Node 20 with the ledger's schema; docs/operations.md):
//   - a parsed document holds about 45 bytes of heap per character of its text;
//   - a compiled one about 40 KB plus 2-6 KB per field it selects, fragments expanded.
import {
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/** Heap kept for parsed documents (and parse errors, apart), in estimated bytes. */
export const PARSED_DOCUMENTS_BYTES = 32 * 1024 * 1024;
/** Heap kept for compiled executors, in estimated bytes. */
export const COMPILED_DOCUMENTS_BYTES = 64 * 1024 * 1024;
/**
 * Operations selecting more fields (fragments expanded) run on graphql-js, uncompiled:
 * compiling costs about 0.08 ms of CPU and 5 KB of heap per field, more than it saves on
 * an operation whose resolvers read the database. The client's largest trusted document
 * selects 368.
 */
export const MAX_COMPILED_FIELDS = 500;

const PARSED_BYTES_PER_CHARACTER = 48;
const COMPILED_BYTES_PER_DOCUMENT = 40 * 1024;
const COMPILED_BYTES_PER_FIELD = 6 * 1024;

/** A least-recently-used map whose entries' estimated sizes add up to at most `maxBytes`. */
export class SizedLru<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (key: K, value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` unless it alone is over the bound; evicts the least recently used until it fits. */
  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(key, value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes held. */
  get bytes(): number {
    return this.total;
  }
}

/** Yoga's parse cache (`parserAndValidationCache`), keyed by document text and bounded by its length. */
export function parsedDocumentCaches() {
  const byText = (text: string) => PARSED_BYTES_PER_CHARACTER * text.length;
  return {
    documentCache: new SizedLru<string, DocumentNode>(PARSED_DOCUMENTS_BYTES, byText),
    // A parse error keeps its source: the same bound, apart.
    errorCache: new SizedLru<string, Error>(PARSED_DOCUMENTS_BYTES / 8, byText),
    // Validation results are kept by Yoga in a WeakMap of the parsed document: they go with it.
    validationCache: true,
  };
}

/**
 * The fields `operation` selects with its fragments expanded, counted up to `limit + 1`
 * (fragments can multiply a selection far beyond the text's size, so the count stops there).
 */
export function selectedFieldCount(document: DocumentNode, operation: OperationDefinitionNode, limit = MAX_COMPILED_FIELDS): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let count = 0;
  const walk = (selectionSet: SelectionSetNode): void => {
    for (const selection of selectionSet.selections) {
      if (count > limit) return;
      if (selection.kind === Kind.FIELD) {
        count++;
        if (selection.selectionSet) walk(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return count;
}

function operationOf(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operationName) return operations.length === 1 ? operations[0] : undefined;
  return operations.find((operation) => operation.name?.value === operationName);
}

interface Compiled {
  query: CompiledQuery;
  fields: number;
}

/**
 * Queries and mutations on graphql-jit's compiled executor, compiled once per document
 * and operation and kept in a cache bounded by COMPILED_DOCUMENTS_BYTES; an operation
 * over MAX_COMPILED_FIELDS, one graphql-jit cannot compile, and every subscription (its
 * subscribe() would get the request's variables as the field's arguments) run on graphql-js.
 */
export function boundedJit(): Plugin {
  const compiled = new SizedLru<DocumentNode, Map<string, Compiled | null>>(COMPILED_DOCUMENTS_BYTES, (_document, operations) => {
    let bytes = COMPILED_BYTES_PER_DOCUMENT;
    for (const entry of operations.values()) if (entry) bytes += COMPILED_BYTES_PER_FIELD * entry.fields;
    return bytes;
  });
  const compiledFor = (args: ExecutionArgs): CompiledQuery | null => {
    const key = args.operationName ?? '';
    const operations = compiled.get(args.document);
    if (operations?.has(key)) return operations.get(key)?.query ?? null;
    const operation = operationOf(args.document, args.operationName);
    let entry: Compiled | null = null;
    if (operation && operation.operation !== 'subscription') {
      const fields = selectedFieldCount(args.document, operation);
      if (fields <= MAX_COMPILED_FIELDS) {
        const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
        // Not compiled (graphql-jit refuses the document): graphql-js answers it, with its own errors.
        if (isCompiledQuery(result)) entry = { query: result, fields };
      }
    }
    // Operations that run uncompiled are remembered too, so they are not counted again.
    compiled.set(args.document, new Map(operations ?? []).set(key, entry));
    return entry?.query ?? null;
  };
  return {
    onExecute({ args, setExecuteFn }) {
      const query = compiledFor(args);
      if (query) setExecuteFn((executed: ExecutionArgs) => query.query(executed.rootValue, executed.contextValue, executed.variableValues));
    },
  };
}
