import { initialTransition, type AnyStateMachine, type EventObject } from 'xstate';
import { describeEvent, describeValue, generatePaths, journeyPaths, type ModelSpec } from '../../src/shared/lib/model-testing';
import { sessionModel, sessionRefreshModel } from '../../src/app/model/session.model';
import { pollingModel } from '../../src/app/model/polling.model';
import { connectivityModel, connectivityOfflineStartModel } from '../../src/app/model/connectivity.model';
import { trackingModel } from '../../src/app/model/tracking.model';
import { guidedTourModel } from '../../src/features/guided-tour/model/guided-tour.model';
import { payPlanModel, payPlanReturnModel } from '../../src/features/pay-plan/model/pay-plan.model';

// Loaded by scripts/qa-paths.ts through Vite (the models import the app's build-time settings).

type AnySpec = ModelSpec<AnyStateMachine, EventObject>;

export const QA_MODELS: Record<string, readonly AnySpec[]> = {
  session: [sessionModel, sessionRefreshModel] as unknown as AnySpec[],
  polling: [pollingModel] as unknown as AnySpec[],
  connectivity: [connectivityModel, connectivityOfflineStartModel] as unknown as AnySpec[],
  tracking: [trackingModel] as unknown as AnySpec[],
  'guided-tour': [guidedTourModel] as unknown as AnySpec[],
  payment: [payPlanModel, payPlanReturnModel] as unknown as AnySpec[],
};

export type QaStep = { number: number; action: string; event: EventObject; expect: string; expectValue: unknown };
export type QaPath = { id: string; name: string; variant: string; input: unknown; start: string; ends: string; steps: QaStep[] };

const plain = (event: EventObject) => JSON.parse(JSON.stringify(event, (_key, value) => (value instanceof Error ? { error: value.message } : value))) as EventObject;

export function qaPathsOf(machine: string): QaPath[] {
  const specs = QA_MODELS[machine];
  if (!specs) throw new Error(`unknown machine "${machine}"; one of: ${Object.keys(QA_MODELS).join(', ')}`);
  return specs.flatMap((spec) => {
    const [initial] = initialTransition(spec.machine, spec.input);
    return [...generatePaths(spec), ...journeyPaths(spec)].map((path) => ({
      id: '',
      name: path.name,
      variant: spec.name,
      input: spec.input ?? null,
      start: describeValue(initial.value),
      ends: describeValue(path.steps.at(-1)?.state.value ?? initial.value),
      steps: path.steps.map((step, index) => ({
        number: index + 1,
        action: describeEvent(spec, step.event),
        event: plain(step.event),
        expect: describeValue(step.state.value),
        expectValue: step.state.value,
      })),
    }));
  }).map((path, index) => ({ ...path, id: `${machine}-${String(index + 1).padStart(3, '0')}` }));
}
