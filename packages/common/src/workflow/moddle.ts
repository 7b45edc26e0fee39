/**
 * The `yz:` attributes of Yunzhan's process models, as a moddle extension (bpmn-moddle on the server, bpmn-js in
 * the modeler): who approves a user task and how, its due time, the form of a process, the service of a service
 * task. Nothing else in a model's XML outside BPMN itself is accepted at deploy.
 */
export const YZ_NAMESPACE = 'http://yunzhan.dev/schema/bpmn/1.0';
export const YZ_PREFIX = 'yz';

const attr = (name: string, type: 'String' | 'Boolean' = 'String') => ({ name, isAttr: true, type });

export const YZ_MODDLE = {
  name: 'Yunzhan',
  uri: YZ_NAMESPACE,
  prefix: YZ_PREFIX,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  enumerations: [],
  types: [
    {
      name: 'ProcessSettings',
      extends: ['bpmn:Process'],
      properties: [attr('formKey'), attr('category')],
    },
    {
      name: 'UserTaskSettings',
      extends: ['bpmn:UserTask'],
      properties: [
        attr('assignee'),
        attr('candidateUsers'),
        attr('candidateRoles'),
        attr('candidateDeparts'),
        attr('deptHead', 'Boolean'),
        attr('leader', 'Boolean'),
        attr('applicant', 'Boolean'),
        attr('mode'),
        attr('dueIn'),
        attr('onTimeout'),
        attr('onEmpty'),
      ],
    },
    {
      name: 'ServiceTaskSettings',
      extends: ['bpmn:ServiceTask'],
      properties: [attr('service')],
    },
  ],
} as const;
