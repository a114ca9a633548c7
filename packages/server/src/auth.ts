/**
 * Accounts (name + argon2 password hash) and guests; sessions are random tokens, stored hashed
 * (sha-256), that a client keeps to take its identity back after a reload or a dropped connection.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import argon2 from 'argon2';
import type { ServerOptions } from './config.js';
import { NameTakenError, type Storage, type UserRow } from './storage/types.js';

export interface PublicUser {
  id: number;
  name: string;
  guest: boolean;
}

export class AuthError extends Error {}

export const publicUser = (u: UserRow): PublicUser => ({ id: u.id, name: u.name, guest: u.guest });
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export class Auth {
  constructor(
    private readonly storage: Storage,
    private readonly cost: ServerOptions['argon2'],
  ) {}

  hashPassword(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, memoryCost: this.cost.memoryCost, timeCost: this.cost.timeCost });
  }

  async verifyPassword(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  async register(name: string, password: string): Promise<{ token: string; user: PublicUser }> {
    if (/^guest-/i.test(name)) throw new AuthError("names beginning with 'guest-' are for guests");
    let user: UserRow;
    try {
      user = await this.storage.createUser(name, await this.hashPassword(password), false);
    } catch (e) {
      if (e instanceof NameTakenError) throw new AuthError(e.message);
      throw e;
    }
    return this.session(user);
  }

  async login(name: string, password: string): Promise<{ token: string; user: PublicUser }> {
    const user = await this.storage.userByName(name);
    // The same answer for an unknown name and a wrong password.
    if (!user || !user.passHash || !(await this.verifyPassword(user.passHash, password))) throw new AuthError('wrong name or password');
    return this.session(user);
  }

  async guest(): Promise<{ token: string; user: PublicUser }> {
    for (;;) {
      try {
        return await this.session(await this.storage.createUser(`Guest-${randomInt(100000, 999999)}`, null, true));
      } catch (e) {
        if (!(e instanceof NameTakenError)) throw e;
      }
    }
  }

  async resume(token: string): Promise<PublicUser | undefined> {
    const user = await this.storage.sessionUser(tokenHash(token));
    return user && publicUser(user);
  }

  private async session(user: UserRow): Promise<{ token: string; user: PublicUser }> {
    const token = randomBytes(32).toString('base64url');
    await this.storage.createSession(tokenHash(token), user.id);
    return { token, user: publicUser(user) };
  }
}
