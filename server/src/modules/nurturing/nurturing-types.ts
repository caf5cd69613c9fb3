// Names for the generated contract types the nurturing module reads and answers (never copies written by hand).
import type { BodyOf, LeadsOperations, QueryOf } from '../../contract-types.ts';

export type Query<K extends keyof LeadsOperations> = QueryOf<LeadsOperations[K]>;
export type Body<K extends keyof LeadsOperations> = BodyOf<LeadsOperations[K]>;
/** The `data` of an operation's 200 (or 201) answer. */
export type Answer<K extends keyof LeadsOperations> = LeadsOperations[K]['responses'] extends infer R
  ? R extends { 200: { content: { 'application/json': { data: infer D } } } }
    ? D
    : R extends { 201: { content: { 'application/json': { data: infer D } } } }
      ? D
      : never
  : never;

/** The roles that use the lead tool (the callers of every nurturing operation). */
export const LEAD_TOOL_ROLES = ['agent', 'franchise', 'counselor', 'student_support', 'operations_manager'] as const;
