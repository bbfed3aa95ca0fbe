// Reads the lists out of a function body's SQL: an INSERT's column list, the select
// list it inserts, the unnest() it selects from, a RETURNING list. Enough of SQL for
// the ledger's own function bodies (test/integration/attempt-row.test.ts): comments,
// any whitespace, quoted identifiers, string literals and nested parentheses; not a
// general SQL parser.

/** The body without comments; string literals and quoted identifiers kept as they are. */
export function withoutComments(sql: string): string {
  let out = '';
  for (let i = 0; i < sql.length; ) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = closingQuote(sql, i);
      out += sql.slice(i, end + 1);
      i = end + 1;
    } else if (sql.startsWith('--', i)) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (sql.startsWith('/*', i)) {
      const end = sql.indexOf('*/', i + 2);
      if (end < 0) throw new Error('unterminated comment');
      out += ' ';
      i = end + 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The index of the quote closing the literal or identifier opened at `start` (a doubled quote is part of it). */
function closingQuote(sql: string, start: number): number {
  const quote = sql[start]!;
  for (let i = start + 1; i < sql.length; i++) {
    if (sql[i] !== quote) continue;
    if (sql[i + 1] === quote) i++;
    else return i;
  }
  throw new Error(`unterminated ${quote} at ${start}`);
}

/**
 * Scans `sql` from `start` at parenthesis depth 0, outside literals and quoted
 * identifiers, and answers the first index where `at(index)` holds, or -1; stops at
 * a parenthesis closing the level it started on.
 */
function scanTopLevel(sql: string, start: number, at: (index: number) => boolean): number {
  let depth = 0;
  for (let i = start; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      if (depth === 0 && at(i)) return i;
      i = closingQuote(sql, i);
    } else if (c === '(') {
      if (depth === 0 && at(i)) return i;
      depth++;
    } else if (c === ')') {
      if (depth === 0) return at(i) ? i : -1;
      depth--;
    } else if (depth === 0 && at(i)) return i;
  }
  return -1;
}

/** The text inside the parentheses opened at `open`, and the index after the closing one. */
export function parenthesised(sql: string, open: number): { inner: string; end: number } {
  if (sql[open] !== '(') throw new Error(`no parenthesis at ${open}: ${sql.slice(open, open + 40)}`);
  const close = scanTopLevel(sql, open + 1, (i) => sql[i] === ')');
  if (close < 0) throw new Error(`unbalanced parenthesis at ${open}`);
  return { inner: sql.slice(open + 1, close), end: close + 1 };
}

/** The items of a comma-separated list, split at its top-level commas, trimmed and with whitespace folded. */
export function listItems(list: string): string[] {
  const items: string[] = [];
  let from = 0;
  for (;;) {
    const comma = scanTopLevel(list, from, (i) => list[i] === ',');
    items.push(
      list
        .slice(from, comma < 0 ? list.length : comma)
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (comma < 0) break;
    from = comma + 1;
  }
  return items.filter((item, index) => item !== '' || index < items.length - 1);
}

/** An identifier as PostgreSQL resolves it: a quoted one as written, an unquoted one folded to lower case. */
export function identifier(name: string): string {
  const trimmed = name.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1).replaceAll('""', '"');
  if (!/^[A-Za-z_][\w$]*$/.test(trimmed)) throw new Error(`${trimmed} is not an identifier`);
  return trimmed.toLowerCase();
}

/** The index of the next top-level keyword `word` (case-insensitive, as a whole word) from `start`, or -1. */
export function keywordAt(sql: string, start: number, word: string): number {
  const pattern = new RegExp(`${word.replace(/\s+/g, '\\s+')}(?![\\w$])`, 'iy');
  return scanTopLevel(sql, start, (i) => {
    if (i > 0 && /[\w$."]/.test(sql[i - 1]!)) return false;
    pattern.lastIndex = i;
    return pattern.test(sql);
  });
}

/** The index after the match of `pattern` (sticky, at `start` after whitespace), or throws naming `what`. */
function expectAt(sql: string, start: number, pattern: RegExp, what: string): number {
  const sticky = new RegExp(`\\s*(?:${pattern.source})`, 'iy');
  sticky.lastIndex = start;
  if (!sticky.test(sql)) throw new Error(`expected ${what} at: ${sql.slice(start, start + 80)}`);
  return sticky.lastIndex;
}

/** `FROM unnest(arguments) [WITH ORDINALITY] AS alias(columns)`: each argument with the column it is named as. */
export interface Unnest {
  alias: string;
  /** The argument (a function parameter) under each column name of the alias. */
  columns: Map<string, string>;
}

/** One `INSERT INTO table (columns) SELECT … FROM unnest(…) AS alias(…) …`, its lists as written. */
export interface InsertSelect {
  columns: string[];
  /** The select list, one expression per inserted column. */
  values: string[];
  from: Unnest;
  /** The tables joined to the unnest, by alias (`JOIN cohort c` as c → cohort). */
  joined: Map<string, string>;
  /** The RETURNING list, when there is one. */
  returning: string[] | null;
  /** The index after the statement's lists (for reading what follows). */
  end: number;
}

/** The first `INSERT INTO <table> (…) SELECT …` of `sql` from `start`. */
export function insertSelect(sql: string, table: string, start = 0): InsertSelect {
  const head = new RegExp(`\\bINSERT\\s+INTO\\s+(?:"?public"?\\.)?"?${table}"?(?:\\s+AS\\s+\\w+)?\\s*\\(`, 'ig');
  head.lastIndex = start;
  const match = head.exec(sql);
  if (!match) throw new Error(`no INSERT INTO ${table}`);
  const columns = parenthesised(sql, head.lastIndex - 1);
  let at = expectAt(sql, columns.end, /SELECT(?:\s+DISTINCT(?:\s+ON\s*)?)?/, 'SELECT');
  if (/ON\s*$/i.test(sql.slice(0, at))) at = parenthesised(sql, expectAt(sql, at, /(?=\()/, '(')).end;
  const from = keywordAt(sql, at, 'FROM');
  if (from < 0) throw new Error(`no FROM after INSERT INTO ${table}`);
  const values = listItems(sql.slice(at, from));
  const unnestOpen = expectAt(sql, from + 4, /unnest\s*(?=\()/, 'unnest(');
  const args = parenthesised(sql, unnestOpen);
  const afterArgs = expectAt(sql, args.end, /(?:WITH\s+ORDINALITY\s+)?(?:AS\s+)?[\w"]+\s*(?=\()/, 'AS alias(');
  const ordinality = /WITH\s+ORDINALITY/i.test(sql.slice(args.end, afterArgs));
  const alias = identifier(sql.slice(args.end, afterArgs).replace(/^\s*(?:WITH\s+ORDINALITY\s+)?(?:AS\s+)?/i, ''));
  const names = parenthesised(sql, afterArgs);
  const argumentList = listItems(args.inner).map(identifier);
  const nameList = listItems(names.inner).map(identifier);
  if (nameList.length !== argumentList.length + (ordinality ? 1 : 0))
    throw new Error(`unnest(${argumentList.length} arguments) is named by ${nameList.length} columns as ${alias}(…)`);
  const unnest: Unnest = { alias, columns: new Map(argumentList.map((argument, i) => [nameList[i]!, argument])) };

  // The statement ends at the first top-level semicolon or closing parenthesis (a CTE's).
  let end = scanTopLevel(sql, names.end, (i) => sql[i] === ';' || sql[i] === ')');
  if (end < 0) end = sql.length;
  const returningAt = keywordAt(sql.slice(0, end), names.end, 'RETURNING');
  const returning = returningAt < 0 ? null : listItems(sql.slice(returningAt + 'RETURNING'.length, end));
  const joined = new Map(
    [...sql.slice(names.end, end).matchAll(/\bJOIN\s+(?:"?public"?\.)?("[^"]+"|\w+)\s+(?:AS\s+)?("[^"]+"|\w+)\s+ON\b/gi)].map(
      (join) => [identifier(join[2]!), identifier(join[1]!)] as const,
    ),
  );
  return { columns: listItems(columns.inner).map(identifier), values, from: unnest, joined, returning, end };
}

/** The select list of the first `SELECT <lead>, …` at top level from `start` (the lead value dropped). */
export function selectListAfter(sql: string, start: number, lead: string): string[] {
  const pattern = new RegExp(`\\bSELECT\\s+${lead}\\s*,`, 'ig');
  pattern.lastIndex = start;
  const match = pattern.exec(sql);
  if (!match) throw new Error(`no SELECT ${lead}, … after ${start}`);
  const from = keywordAt(sql, pattern.lastIndex, 'FROM');
  if (from < 0) throw new Error(`no FROM after SELECT ${lead}`);
  return listItems(sql.slice(pattern.lastIndex, from));
}

/** The columns an expression reads from row alias `alias` (`alias.column`, quoted or not), distinct, in order. */
export function columnsRead(expression: string, alias: string): string[] {
  const pattern = new RegExp(`(?<![\\w$."])"?${alias}"?\\s*\\.\\s*("(?:[^"]|"")+"|[A-Za-z_][\\w$]*)`, 'g');
  return [...new Set([...expression.matchAll(pattern)].map((match) => identifier(match[1]!)))];
}

/** A select-list item's column: `alias.column`, `alias.column::type` or `… AS name` read as the column it names. */
export function outputColumn(item: string): string {
  const named = /\s+AS\s+("(?:[^"]|"")+"|[\w$]+)$/i.exec(item);
  if (named) return identifier(named[1]!);
  const column = /^(?:"?[\w$]+"?\s*\.\s*)?("(?:[^"]|"")+"|[\w$]+)(?:\s*::\s*[\w"$]+(?:\[\])?)*$/.exec(item);
  if (!column) throw new Error(`${item} is not a column`);
  return identifier(column[1]!);
}
