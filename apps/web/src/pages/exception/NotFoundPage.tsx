import ExceptionView from './ExceptionView';

/** The stand-alone /404 route: unknown paths land here (spec §2). */
export default function NotFoundPage() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <ExceptionView type={404} />
    </div>
  );
}
