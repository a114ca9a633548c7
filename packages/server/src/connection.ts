/** What the server keeps about one socket.io connection. */
import type { Server, Socket } from 'socket.io';
import type { PublicUser } from './auth.js';
import type { TokenBucket } from './ratelimit.js';
import type { ReplayCursor } from './replay.js';

export interface ConnData {
  user?: PublicUser;
  bucket: TokenBucket;
  replay?: ReplayCursor;
}

type AnyEvents = Record<string, (...args: any[]) => void>;
export type Conn = Socket<AnyEvents, AnyEvents, AnyEvents, ConnData>;
export type IO = Server<AnyEvents, AnyEvents, AnyEvents, ConnData>;

export const userRoom = (userId: number) => `u:${userId}`;
export const LOBBY_ROOM = 'lobby';
