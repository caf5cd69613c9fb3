// The one file through which the server reads the types generated from the contracts (openapi/*.yaml). When the
// generated files move, only the two imports below change.
import type { components as PortalComponents, operations as PortalOps } from '../../openapi/generated/portal.d.ts';
import type { components as LeadsComponents, operations as LeadsOps } from '../../openapi/generated/leads.d.ts';

export type PortalOperations = PortalOps;
export type LeadsOperations = LeadsOps;
export type PortalSchemas = PortalComponents['schemas'];
export type LeadsSchemas = LeadsComponents['schemas'];

type Part<Op, K extends string> = Op extends { parameters: infer P } ? (K extends keyof P ? NonNullable<P[K]> : never) : never;

/** The query, path parameters and JSON body of an operation, as generated (`QueryOf<PortalOperations['listTasks']>`). */
export type QueryOf<Op> = Part<Op, 'query'>;
export type PathOf<Op> = Part<Op, 'path'>;
export type BodyOf<Op> = Op extends { requestBody?: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : undefined
  : undefined;

/** Shorthands for the portal API: `PortalQuery<'listTasks'>`, `PortalBody<'saveTask'>`. */
export type PortalQuery<K extends keyof PortalOperations> = QueryOf<PortalOperations[K]>;
export type PortalBody<K extends keyof PortalOperations> = BodyOf<PortalOperations[K]>;
