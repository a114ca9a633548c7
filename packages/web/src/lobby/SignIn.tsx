/** Play as a guest at once, or sign in / create an account (the server keeps accounts). */
import { useState, type FormEvent } from 'react';
import { useStore } from '../net/store';

export function SignIn() {
  const signIn = useStore((s) => s.signIn);
  const connection = useStore((s) => s.connection);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const submit = (kind: 'login' | 'register') => (e?: FormEvent) => {
    e?.preventDefault();
    void signIn(kind, name, password);
  };
  return (
    <main className="signin">
      <h1>Warhammer: Invasion</h1>
      <p className="muted">{connection === 'online' ? 'Connected to the server.' : 'Connecting to the server…'}</p>
      <button type="button" className="primary big" onClick={() => void signIn('guest')} disabled={connection !== 'online'}>
        Play as a guest
      </button>
      <form className="panel" onSubmit={submit('login')} aria-label="Sign in">
        <h2>Or sign in</h2>
        <label>
          Name <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="username" pattern="[A-Za-z0-9_\-]{3,20}" required />
        </label>
        <label>
          Password <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" minLength={8} required />
        </label>
        <div className="row">
          <button type="submit" disabled={connection !== 'online'}>
            Sign in
          </button>
          <button type="button" onClick={() => submit('register')()} disabled={connection !== 'online' || name.length < 3 || password.length < 8}>
            Create an account
          </button>
        </div>
      </form>
    </main>
  );
}
