/** What a task's detail offers its caller and the routes of 我的待办 take (`/actTask/<action>`). */
export type TaskAction =
  | 'claim'
  | 'unclaim'
  | 'pass'
  | 'back'
  | 'backToTask'
  | 'delegate'
  | 'transfer'
  | 'addSign'
  | 'comment'
  | 'cancelApply';
