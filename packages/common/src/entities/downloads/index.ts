// The downloads group's entities (CONTENT.md 下载中心).
export { cmsAppDownload } from './app-download';
export { cmsDriver } from './driver';
export { cmsGuide } from './guide';
export { cmsManual } from './manual';
export { cmsOsVersion } from './os-version';
export { cmsProblem } from './problem';
export { cmsUpdate } from './update';
