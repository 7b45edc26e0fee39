import ExceptionView from './ExceptionView';

export default function Exception403() {
  return <ExceptionView type={403} />;
}
