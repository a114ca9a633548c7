/** The last refusal or notice from the server, dismissable (Escape or the button). */
import { useStore } from './net/store';

export function Messages() {
  const error = useStore((s) => s.error);
  const notice = useStore((s) => s.notice);
  const dismiss = useStore((s) => s.dismiss);
  if (!error && !notice) return null;
  return (
    <div className={error ? 'message error' : 'message'} role={error ? 'alert' : 'status'}>
      <span>{error ?? notice}</span>
      <button type="button" onClick={dismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
