import CronInput, { cronRule } from '../../components/CronInput';
import WidgetDemo from './WidgetDemo';

export default function CronDemo() {
  return (
    <WidgetDemo
      title="Cron表达式"
      intro="Quartz 七段表达式（秒 分 时 日 月 周 年）：可直接输入，或点击“选择”在对话框中逐段设置，下方预览最近 10 次运行时间。"
      fields={[
        { name: 'cron', label: '执行周期', input: <CronInput />, rules: [cronRule], initialValue: '0 0 12 * * ? *' },
      ]}
    />
  );
}
