import { describe, expect, it } from 'vitest';
import { readServicesFilter } from './services-filter';

describe('the services filter in the address', () => {
  it('reads service_name and a known type (any case), and drops an unknown type', () => {
    expect(readServicesFilter('?service_name=IELTS')).toEqual({ serviceName: 'IELTS', type: null });
    expect(readServicesFilter('?type=ielts')).toEqual({ serviceName: null, type: 'IELTS' });
    expect(readServicesFilter('?type=bogus&service_name=%20%20')).toEqual({ serviceName: null, type: null });
  });
});
