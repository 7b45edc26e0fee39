import { Activity } from 'bpmn-elements';

/** What a built-in service task asks the step to do once its transaction commits. */
export interface ServiceEffect {
  service: string;
  elementId: string;
}

type Broker = { publish(exchange: string, key: string, content: unknown): void };
interface ActivityLike {
  id: string;
  broker: Broker;
  behaviour: Record<string, unknown>;
  environment: { variables: Record<string, unknown> };
}

/**
 * The behaviour of a `serviceTask`: records the built-in service it names (`yz:service`, checked at deploy) as an
 * effect of the step and completes at once. No implementation, expression or script of the model is ever called.
 */
function YzServiceBehaviour(this: { activity: ActivityLike }, activity: ActivityLike) {
  this.activity = activity;
}
YzServiceBehaviour.prototype.execute = function execute(
  this: { activity: ActivityLike },
  executeMessage: { content: Record<string, unknown> },
) {
  const { activity } = this;
  const vars = activity.environment.variables;
  if (!Array.isArray(vars[EFFECTS])) vars[EFFECTS] = [];
  (vars[EFFECTS] as ServiceEffect[]).push({
    service: String(activity.behaviour.service ?? ''),
    elementId: activity.id,
  });
  activity.broker.publish('execution', 'execute.completed', { ...executeMessage.content });
};

/** Where a run collects the effects of its service tasks (a variable the step removes before saving). */
export const EFFECTS = '__effects';

function YzServiceTask(activityDef: never, context: never) {
  return new Activity(YzServiceBehaviour as never, activityDef, context);
}

/** The element types the engine builds that differ from bpmn-elements': the service task. */
export function workflowTypes(typeMapper: Record<string, unknown>): void {
  typeMapper['bpmn:ServiceTask'] = YzServiceTask;
}
