// fast-check's `fc.assert` for a synchronous property. Its type also admits an
// asynchronous property's Promise, so the linter (biome.json, noFloatingPromises) cannot
// tell a synchronous call from a forgotten await: the test files call this instead, and an
// asynchronous property is `await fc.assert(...)` where it is written.
import fc from 'fast-check';

/** Checks a synchronous property; throws the shrunk counterexample as fc.assert does. */
export function assertProperty<Ts>(property: fc.IProperty<Ts>, parameters?: fc.Parameters<Ts>): void {
  // biome-ignore lint/nursery/noFloatingPromises: a synchronous property's assert returns nothing
  fc.assert(property, parameters);
}
