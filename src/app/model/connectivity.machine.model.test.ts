import { describe, expect, it } from 'vitest';
import { describeModel } from '@/shared/lib/model-testing/run-model';
import { connectivityModel, connectivityOfflineStartModel, type ConnectivityModelEvent } from './connectivity.model';
import { selectBanner } from './connectivity.selectors';
import { isSlowConnection, type ConnectivityMachine } from './connectivity.machine';

const bannerOf = (value: unknown) =>
  value === 'offline' ? 'offline'
  : JSON.stringify(value) === JSON.stringify({ online: 'backOnline' }) ? 'back-online'
  : JSON.stringify(value) === JSON.stringify({ online: 'slowWarning' }) ? 'slow'
  : null;

describeModel<ConnectivityMachine, ConnectivityModelEvent>(
  // Opened online, and opened offline (the initial guard's other branch): one coverage table.
  [connectivityModel, connectivityOfflineStartModel],
  {
    promiseActors: [],
    harness: () => ({ check: (snapshot, step) => expect(selectBanner(snapshot)).toBe(bannerOf(step.state.value)) }),
  },
);

describe('isSlowConnection (spec section 9)', () => {
  it.each([
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', downlink: 0.5 }, true],
    [{ effectiveType: '4g', rtt: 801 }, true],
    [{ effectiveType: '4g', saveData: true }, true],
    [{ effectiveType: '4g', downlink: 1, rtt: 800, saveData: false }, false],
    [{ effectiveType: '3g', downlink: 1.5, rtt: 300 }, false],
    [null, false],
  ])('%j → %s', (info, slow) => expect(isSlowConnection(info)).toBe(slow));
});
