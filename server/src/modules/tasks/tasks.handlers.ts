// Thin handlers of the Tasks operations: read the typed request, call the service, answer the envelope's data.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import { requireCaller } from '../auth/auth.handlers.ts';
import { makeTasksService, type TasksService } from './tasks.service.ts';

// The service is built once per database on first use, so this area needs no line in the shared services file.
const built = new WeakMap<Db, TasksService>();
function tasks(request: FastifyRequest): TasksService {
  const { db } = request.server.ctx;
  let service = built.get(db);
  if (!service) {
    service = makeTasksService(db);
    built.set(db, service);
  }
  return service;
}

export const tasksHandlers: PortalHandlers = {
  async listTasks(request) {
    return tasks(request).list(requireCaller(request), request.query ?? {});
  },

  async listAssignedTasks(request) {
    return tasks(request).listAssigned(requireCaller(request), request.query ?? {});
  },

  async listOrDeleteUserTasks(request, reply) {
    const { delete_task_id: deleteTaskId, ...params } = request.query ?? {};
    // A GET that may change something: never cached, and the HEAD Fastify adds to every GET changes nothing.
    reply.header('cache-control', 'no-store');
    return tasks(request).listForUser(requireCaller(request), request.params.user_id, params, deleteTaskId, request.method === 'HEAD');
  },

  async saveTask(request, reply) {
    const { task, created } = await tasks(request).save(requireCaller(request), request.body);
    reply.code(created ? 201 : 200);
    return task;
  },

  async listTaskUsers(request) {
    return tasks(request).users(requireCaller(request), request.query ?? {});
  },

  async listTaskStudents(request) {
    return tasks(request).students(requireCaller(request), request.query ?? {});
  },
};
