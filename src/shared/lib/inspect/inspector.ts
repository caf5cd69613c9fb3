// The one inspector every actor of the app reports to (the Stately inspector with VITE_INSPECT=true and
// `npm run dev`; see the README). The app sets it once at start; actors created later (a feature's flow) read it.
// Typed structurally so this file needs no runtime import of xstate.

export type InspectCallback = (event: never) => void;
export type Inspector = { next?: (event: never) => void } | InspectCallback;

let current: Inspector | undefined;

export function setInspector(inspector: Inspector | undefined): void {
  current = inspector;
}

/** Pass as `createActor(logic, { inspect: getInspector() })`; undefined when inspection is off. */
export function getInspector<T = undefined>(): T | undefined {
  return current as T | undefined;
}
