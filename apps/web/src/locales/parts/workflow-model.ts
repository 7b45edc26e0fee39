/** Texts of the BPMN diagrams (components/Bpmn) and of 模型管理 and 流程管理 (pages/workflow): Chinese (English: `en/`). */
export const zh = {
  'bpmn.zoomIn': '放大',
  'bpmn.zoomOut': '缩小',
  'bpmn.fit': '适应画布',
  'bpmn.importFailed': '无法显示流程图',
  'bpmn.legendActive': '进行中',
  'bpmn.legendCompleted': '已完成',
};
