import ExceptionView from './ExceptionView';

export default function Exception404() {
  return <ExceptionView type={404} />;
}
