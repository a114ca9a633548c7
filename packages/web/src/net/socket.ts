/**
 * The one socket.io connection to the server that served this page. It signs back in with the
 * session token kept in localStorage, so a reload or a dropped connection keeps the player's seat.
 */
import { io, type Socket } from 'socket.io-client';
import type { Reply } from './wire';

const TOKEN_KEY = 'invasion.token';

export const savedToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const saveToken = (token: string | null): void => (token ? localStorage.setItem(TOKEN_KEY, token) : localStorage.removeItem(TOKEN_KEY));

export function connect(): Socket {
  // The token goes in the handshake (read again at each reconnection): the server signs the
  // connection in and answers with `auth:session`, then the whole view of any game we sit in.
  return io({ transports: ['websocket'], auth: (cb) => cb(savedToken() ? { token: savedToken() } : {}) });
}

/** Sends a message and waits for its acknowledgement (a refusal is a reply too, never a throw). */
export async function request(socket: Socket, event: string, payload: unknown = {}, timeoutMs = 15_000): Promise<Reply> {
  try {
    return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as Reply;
  } catch {
    return { ok: false, error: 'the server did not answer (connection lost?)' };
  }
}
