/**
 * State of one server render (entry-server.tsx): the reader's zone and layout, the render's clock, its
 * API, the topics and texts it records. The browser keeps each in a plain module-level object (one page
 * at a time, set while a page hydrates: main.tsx). On the server several pages render at once (issue #36:
 * one render at a time let a crowd's slow page stall every other answer), so there the same objects read
 * and write the state of the render they are called from: entry-server runs each render in a scope of
 * its own (an AsyncLocalStorage, which follows the render through its awaits) and hands its lookup here.
 * This module imports nothing from Node, so the browser's bundle stays as it was.
 */
type Scope = Map<object, Record<PropertyKey, unknown>>;

let currentScope: () => Scope | undefined = () => undefined;

/** entry-server.tsx: where the running render's scope is found (undefined outside a render). */
export function setRenderScope(lookup: () => Scope | undefined): void {
  currentScope = lookup;
}

/**
 * An object whose properties are per render on the server (each render starts with none set) and plain
 * module-level ones in the browser and outside a render.
 */
export function renderLocal<T extends object>(): T {
  const plain = {} as T;
  if (!import.meta.env.SSR) return plain;
  const id = {};
  return new Proxy(plain, {
    get(target, property) {
      const scope = currentScope();
      return scope ? scope.get(id)?.[property] : Reflect.get(target, property);
    },
    set(target, property, value) {
      const scope = currentScope();
      if (!scope) return Reflect.set(target, property, value);
      let state = scope.get(id);
      if (!state) scope.set(id, (state = {}));
      state[property] = value;
      return true;
    },
  });
}
