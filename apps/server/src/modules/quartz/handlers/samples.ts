import { z } from 'zod';
import { formatDateTime } from '../../../core/time.js';
import { defineJob, pause } from '../handler.js';

const JEECG = 'org.jeecg.modules.quartz.job.';

/**
 * JeecgBoot's sample jobs (`SampleJob`, `SampleParamJob`, `AsyncJob`), under their own names and their JeecgBoot class
 * names, so that an imported JeecgBoot job list keeps working.
 */
export const sampleJobs = [
  defineJob({
    name: 'SampleJob',
    aliases: [`${JEECG}SampleJob`],
    title: '示例任务',
    description: '不带参数的示例任务：在运行日志里记下执行时间。',
    en: {
      title: 'Sample job',
      description: 'A sample job without parameters: writes the time it ran into the run log.',
    },
    format: 'text',
    params: z.string(),
    run: async () => `普通定时任务 SampleJob 执行，时间：${formatDateTime()}`,
  }),
  defineJob({
    name: 'SampleParamJob',
    aliases: [`${JEECG}SampleParamJob`],
    title: '带参数的示例任务',
    description: '带参数的示例任务：把参数原样记入运行日志。',
    en: {
      title: 'Sample job with a parameter',
      description: 'A sample job with a parameter: writes the parameter into the run log as given.',
    },
    format: 'text',
    params: z.string().max(1000, '参数最多1000个字符'),
    example: 'world',
    run: async ({ params }) => `带参数定时任务 SampleParamJob 执行，参数：${params}，时间：${formatDateTime()}`,
  }),
  defineJob({
    name: 'AsyncJob',
    aliases: [`${JEECG}AsyncJob`],
    title: '耗时示例任务',
    description: '模拟耗时的示例任务：运行参数给定的秒数（默认 5 秒，0-3600），运行期间同一任务不会重叠执行。',
    en: {
      title: 'Long-running sample job',
      description:
        'A sample job that takes time: runs for the number of seconds given as its parameter (5 by default, 0-3600); runs of the same job never overlap.',
    },
    format: 'text',
    params: z
      .string()
      .regex(/^\s*\d{0,4}\s*$/, '参数应为运行的秒数（0-3600）')
      .transform((s) => (s.trim() === '' ? 5 : Number(s)))
      .refine((n) => n <= 3600, '参数应为运行的秒数（0-3600）'),
    example: '5',
    async run({ params, signal }) {
      await pause(params * 1000, signal);
      return `耗时任务 AsyncJob 执行完毕，用时 ${params} 秒`;
    },
  }),
];
