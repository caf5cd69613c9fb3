// Thin handlers of the Tasks operations, by operationId: read the typed request, call the service, answer the data.
import { createdIf } from '../../http/answers.ts';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { TasksService } from './tasks.service.ts';

export function tasksHandlers(tasks: TasksService): PortalHandlers {
  return {
    async listTasks(request) {
      return tasks.list(requireCaller(request), request.query);
    },

    async listAssignedTasks(request) {
      return tasks.listAssigned(requireCaller(request), request.query);
    },

    async listOrDeleteUserTasks(request, reply) {
      // A GET that may change something: never cached, and the HEAD Fastify adds to every GET changes nothing.
      reply.header('cache-control', 'no-store');
      return tasks.listForUser(requireCaller(request), request.params.user_id, request.query, request.method === 'HEAD');
    },

    async saveTask(request, reply) {
      const { task, created } = await tasks.save(requireCaller(request), request.body);
      return createdIf(reply, created, task);
    },

    async listTaskUsers(request) {
      return tasks.users(requireCaller(request), request.query);
    },

    async listTaskStudents(request) {
      return tasks.students(requireCaller(request), request.query);
    },
  };
}
