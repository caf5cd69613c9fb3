// Model-based testing of the app's machines (tests and scripts only; nothing in the app imports this).
export { after, done, failed, fixtureEvents, fixtureOf } from './model-events';
export type { AfterEvent, DoneEvent, ErrorEvent, Fixture } from './model-events';
export { catalogOf, delayMs, describeEvent, describeValue, generatePaths, journeyPaths, replay } from './model-paths';
export type { ModelPath, ModelSpec, ModelStep } from './model-paths';
