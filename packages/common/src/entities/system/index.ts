export { sysAnnouncement, sysAnnouncementSend } from './announcement';
export { sysCheckRule } from './check-rule';
export { sysDepart, sysDepartRole } from './depart';
export { sysDict, sysDictItem } from './dict';
export { sysMessage, sysMessageTemplate } from './message';
export { sysPosition } from './position';
export { sysRole } from './role';
export { sysUser } from './user';
