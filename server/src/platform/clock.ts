/** The time as services read it: the system clock in the app, a fixed or moving one in a test. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
