import { describe, expect, it } from 'vitest';
import { jobsSettings } from './settings.ts';

describe('jobsSettings', () => {
  it('runs the worker with 4 jobs at once unless told otherwise, and refuses values it cannot use', () => {
    expect(jobsSettings({})).toEqual({ worker: true, concurrency: 4 });
    expect(jobsSettings({ JOBS_WORKER: 'false', JOBS_CONCURRENCY: '8' })).toEqual({ worker: false, concurrency: 8 });
    expect(() => jobsSettings({ JOBS_WORKER: 'no' })).toThrow('JOBS_WORKER must be true or false, not no');
    expect(() => jobsSettings({ JOBS_CONCURRENCY: '0' })).toThrow('JOBS_CONCURRENCY must be a whole number from 1 to 64, not 0');
    expect(() => jobsSettings({ JOBS_CONCURRENCY: 'many' })).toThrow('not many');
  });
});
