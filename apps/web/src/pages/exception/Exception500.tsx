import ExceptionView from './ExceptionView';

export default function Exception500() {
  return <ExceptionView type={500} />;
}
