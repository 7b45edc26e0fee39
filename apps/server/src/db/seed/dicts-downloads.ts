/** A seed dictionary (the shape of `SeedDict` in dicts.ts, which spreads these in). */
interface DownloadDict {
  code: string;
  name: string;
  type: 0;
  items: readonly (readonly [string, string])[];
}

/** Dictionaries of the 下载中心 modules (OS versions, apps, guides, FAQ). */
export const DOWNLOAD_DICTS: readonly DownloadDict[] = [
  {
    code: 'os_family',
    name: '系统类型',
    type: 0,
    items: [
      ['windows', 'Windows'],
      ['macos', 'macOS'],
      ['linux', 'Linux'],
      ['android', 'Android'],
      ['ios', 'iOS'],
      ['harmonyos', 'HarmonyOS'],
    ],
  },
  {
    code: 'os_arch',
    name: '系统架构',
    type: 0,
    items: [
      ['x64', '64 位 (x64)'],
      ['x86', '32 位 (x86)'],
      ['arm64', 'ARM64'],
      ['universal', '通用'],
    ],
  },
  {
    code: 'app_platform',
    name: 'APP平台',
    type: 0,
    items: [
      ['android', 'Android'],
      ['ios', 'iOS'],
      ['windows', 'Windows'],
      ['macos', 'macOS'],
      ['harmonyos', 'HarmonyOS'],
    ],
  },
  {
    code: 'guide_category',
    name: '使用指南分类',
    type: 0,
    items: [
      ['quickstart', '快速入门'],
      ['setup', '安装设置'],
      ['maintenance', '维护保养'],
      ['troubleshooting', '故障排除'],
    ],
  },
  {
    code: 'faq_category',
    name: '常见问题分类',
    type: 0,
    items: [
      ['driver', '驱动安装'],
      ['hardware', '硬件故障'],
      ['software', '软件使用'],
      ['warranty', '保修服务'],
    ],
  },
];
