// The one mapping of failures to the envelope: each domain error's status, its fields, Retry-After on a TooMany, and
// a 500 that keeps its details in the log.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden, Invalid, NotFound, TooMany, Unauthorized, Unprocessable } from '../domain/errors.ts';
import { installErrorHandler } from './errors.ts';

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
}

describe('installErrorHandler', () => {
  it('answers each domain error with its status and the envelope', async () => {
    const cases: [Error, number][] = [
      [new Invalid([{ field: 'body/title', message: 'must not be blank' }]), 400],
      [new Unauthorized(), 401],
      [new Forbidden('body/student_user_id: student 9 is not yours'), 403],
      [new NotFound('no course 7'), 404],
      [new Conflict('this task was deleted', [{ field: 'body/task_id', message: 'is deleted' }]), 409],
      [new Unprocessable('the due date is in the past', [{ field: 'body/due_date', message: 'must be today or later' }]), 422],
      [new TooMany('at most 5 a minute', 30), 429],
    ];
    for (const [error, status] of cases) {
      const answer = await answerTo(error);
      expect(answer.status, error.constructor.name).toBe(status);
      expect(answer.body).toEqual({
        status: false,
        message: error.message,
        ...((error as Invalid).errors ? { errors: (error as Invalid).errors } : {}),
      });
    }
  });

  it('writes the message of an Invalid from its fields', async () => {
    const answer = await answerTo(new Invalid([{ field: 'querystring/tuition_min', message: 'needs country_id' }, { field: 'body/x', message: 'is wrong' }]));
    expect(answer.body.message).toBe('invalid request: querystring/tuition_min needs country_id; body/x is wrong');
  });

  it('says when to try again on a 429', async () => {
    expect((await answerTo(new TooMany('slow down', 42))).retryAfter).toBe('42');
    expect((await answerTo(new NotFound())).retryAfter).toBeUndefined();
  });

  it('keeps anything else a 500 without its details', async () => {
    const answer = await answerTo(new Error('connection to 10.0.0.5 refused'));
    expect(answer).toEqual({ status: 500, body: { status: false, message: 'internal server error' }, retryAfter: undefined });
  });
});
