/**
 * The lobby: games waiting for an opponent (in memory: a game is stored once both seats are
 * taken), games being played (rooms), who is online. Creating, joining, leaving and spectating;
 * every change is pushed to everyone in the lobby.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { PlayerId, PlayerSetup } from '@invasion/engine';
import { STARTER_DECKS } from '@invasion/cards';
import { DEFAULT_OPPONENT } from '@invasion/ai';
import type { Auth, PublicUser } from './auth.js';
import { resolveDeck, type Format } from './decks.js';
import { Drafts } from './draft.js';
import { GameRoom, RoomError, type RoomDeps } from './room.js';
import type { Payload } from './schemas.js';
import type { GameRecord, SeatHolder } from './storage/types.js';
import { LOBBY_ROOM, type IO, userRoom } from './connection.js';

interface OpenGame {
  id: string;
  name: string;
  host: PublicUser;
  hostDeck: PlayerSetup;
  format: Format;
  passHash: string | null;
  spectators: boolean;
  clockMs: number | undefined;
  createdAt: number;
}

export interface GameListing {
  id: string;
  name: string;
  status: 'open' | 'playing';
  players: string[];
  format: Format;
  password: boolean;
  spectators: boolean;
  /** A draft for two waiting for its second player (joined with draft:join). */
  kind?: 'draft';
}

export class LobbyError extends Error {}

export class Lobby {
  readonly rooms = new Map<string, GameRoom>();
  /** Drafts in progress here, against the bot or between two people (stored: a restart takes them back). */
  readonly drafts: Drafts;
  private open = new Map<string, OpenGame>();

  constructor(
    private readonly io: IO,
    private readonly auth: Auth,
    private readonly roomDeps: Omit<RoomDeps, 'onFinish'>,
    /** With several nodes: the games listed by the other nodes. */
    private readonly elsewhere: () => Promise<GameListing[]> = async () => [],
    /** Tests only: the seed of every game (ServerOptions.testSeed). */
    private readonly testSeed?: number,
  ) {
    const { storage, node } = roomDeps;
    this.drafts = new Drafts(() => this.changed(), { save: (t) => storage.saveDraft(t.id, node, t, t.touched), remove: (id) => storage.deleteDraft(id) });
  }

  /** Whether this node holds the game (open or in play). */
  has(gameId: string): boolean {
    return this.open.has(gameId) || this.rooms.has(gameId);
  }

  deps(): RoomDeps {
    return { ...this.roomDeps, onFinish: (room) => this.finished(room) };
  }

  /** Every node's games. */
  async allGames(): Promise<GameListing[]> {
    return [...this.games(), ...(await this.elsewhere().catch(() => []))];
  }

  /** This node's games. */
  games(): GameListing[] {
    const open = [...this.open.values()].map((g): GameListing => ({ id: g.id, name: g.name, status: 'open', players: [g.host.name], format: g.format, password: !!g.passHash, spectators: g.spectators }));
    const playing = [...this.rooms.values()].map((r): GameListing => ({
      id: r.id,
      name: r.game.options.name,
      status: 'playing',
      players: r.game.seats.map((s) => s.name),
      format: r.game.options.format,
      password: !!r.game.options.passHash,
      spectators: r.game.options.spectators,
    }));
    const drafts = this.drafts.waiting().map((t): GameListing => ({ id: t.id, name: `${t.seats.find((x) => x?.kind === 'user')?.name ?? ''}'s draft`, status: 'open', players: t.seats.flatMap((x) => (x?.kind === 'user' ? [x.name] : [])), format: 'casual', password: false, spectators: true, kind: 'draft' }));
    return [...open, ...drafts, ...playing];
  }

  private changed(): void {
    void this.allGames().then((games) => this.io.to(LOBBY_ROOM).emit('lobby:games', { games }));
  }

  /** Who is signed in, on any node. */
  async onlineNames(): Promise<string[]> {
    // Asking the other nodes may time out under load: then this node's connections only.
    const sockets = await this.io
      .in(LOBBY_ROOM)
      .fetchSockets()
      .catch(() => this.io.local.in(LOBBY_ROOM).fetchSockets());
    return [...new Set(sockets.map((s) => s.data.user?.name).filter((n): n is string => !!n))].sort();
  }

  /** Someone signed in or left: everyone in the lobby gets the list. */
  presenceChanged(): void {
    void this.onlineNames().then(
      (users) => this.io.to(LOBBY_ROOM).emit('lobby:online', { users }),
      () => undefined,
    );
  }

  async create(user: PublicUser, p: Payload<'lobby:create'>): Promise<{ gameId: string; started: boolean }> {
    const deck = resolveDeck(p.deck, p.format);
    const id = randomBytes(9).toString('base64url');
    const name = p.name ?? `${user.name}'s game`;
    const passHash = p.password ? await this.auth.hashPassword(p.password) : null;
    const clockMs = p.clockSeconds === undefined ? undefined : p.clockSeconds * 1000;
    if (p.opponent !== 'human') {
      const botDeck = STARTER_DECKS[randomInt(STARTER_DECKS.length)]!;
      const bot: SeatHolder = { kind: 'bot', bot: p.opponent, name: `${p.opponent} bot` };
      await this.startGame(id, name, { format: p.format, spectators: p.spectators, passHash, ...(clockMs ? { clockMs } : {}) }, [seatOf(user), bot], [deck, { capital: botDeck.capital, deck: botDeck.cards }]);
      return { gameId: id, started: true };
    }
    this.open.set(id, { id, name, host: user, hostDeck: deck, format: p.format, passHash, spectators: p.spectators, clockMs, createdAt: Date.now() });
    this.changed();
    return { gameId: id, started: false };
  }

  /** A game against a bot with decks made elsewhere (a draft's): the user holds seat 1. */
  async startAgainstBot(user: PublicUser, name: string, decks: [PlayerSetup, PlayerSetup], bot: string = DEFAULT_OPPONENT): Promise<{ gameId: string }> {
    return this.startWithDecks(name, [seatOf(user), { kind: 'bot', bot, name: `${bot} bot` }], decks);
  }

  /** A game with decks made elsewhere (a draft's), between the given seats. */
  async startWithDecks(name: string, seats: [SeatHolder, SeatHolder], decks: [PlayerSetup, PlayerSetup]): Promise<{ gameId: string }> {
    const id = randomBytes(9).toString('base64url');
    await this.startGame(id, name, { format: 'casual', spectators: true, passHash: null }, seats, decks);
    return { gameId: id };
  }

  async join(user: PublicUser, p: Payload<'lobby:join'>): Promise<{ gameId: string; seat: PlayerId }> {
    const g = this.open.get(p.gameId);
    if (!g) throw new LobbyError('no open game has this id');
    if (g.host.id === user.id) throw new LobbyError('you cannot join your own game');
    await this.checkPassword(g.passHash, p.password);
    const deck = resolveDeck(p.deck, g.format);
    if (!this.open.delete(g.id)) throw new LobbyError('the game has just been taken');
    await this.startGame(g.id, g.name, { format: g.format, spectators: g.spectators, passHash: g.passHash, ...(g.clockMs ? { clockMs: g.clockMs } : {}) }, [seatOf(g.host), seatOf(user)], [g.hostDeck, deck]);
    return { gameId: g.id, seat: 1 };
  }

  leave(user: PublicUser, gameId: string, socketId: string): void {
    const g = this.open.get(gameId);
    if (g) {
      if (g.host.id !== user.id) throw new LobbyError('only its host can cancel an open game');
      this.open.delete(gameId);
      this.changed();
      return;
    }
    const room = this.rooms.get(gameId);
    if (room && room.spectators.delete(socketId)) {
      this.io.in(socketId).socketsLeave(room.target('spectator'));
      return;
    }
    if (room && room.seatOf(user.id) !== undefined) throw new LobbyError('you play in this game: concede to leave it');
    throw new LobbyError('you are not in this game');
  }

  async spectate(user: PublicUser, p: Payload<'lobby:spectate'>, socketId: string) {
    const room = this.rooms.get(p.gameId);
    if (!room) throw new LobbyError('no game in play has this id');
    // Watching one's own game would show both hands' public side only, but it is refused outright.
    if (room.seatOf(user.id) !== undefined) throw new LobbyError('you play in this game: you cannot spectate it');
    if (!room.game.options.spectators) throw new LobbyError('this game does not allow spectators');
    await this.checkPassword(room.game.options.passHash, p.password);
    room.spectators.add(socketId);
    this.io.in(socketId).socketsJoin(room.target('spectator'));
    return room.update('spectator', true);
  }

  private async checkPassword(hash: string | null, given: string | undefined): Promise<void> {
    if (!hash) return;
    if (!given || !(await this.auth.verifyPassword(hash, given))) throw new LobbyError('wrong game password');
  }

  private async startGame(id: string, name: string, options: Omit<GameRecord['options'], 'name'>, seats: [SeatHolder, SeatHolder], decks: [PlayerSetup, PlayerSetup]) {
    const game: GameRecord = {
      id,
      createdAt: Date.now(),
      options: { name, ...options, node: this.roomDeps.node },
      seats,
      // 128 secret bits per game key its aliases and its deal: a 31-bit seed alone could be found by a
      // client trying every seed against what he sees. Tests (--test-seed) deal from the seed alone.
      setup: { players: decks, seed: this.testSeed ?? randomInt(2 ** 31 - 1), ...(this.testSeed === undefined ? { secret: randomBytes(16).toString('hex') } : {}), log: true },
      status: 'active',
      result: null,
      finishedAt: null,
    };
    const room = await GameRoom.start(game, this.deps());
    if (!room.over) this.rooms.set(id, room);
    for (const seat of [0, 1] as const) {
      const s = seats[seat];
      if (s.kind !== 'user') continue;
      const conns = await this.io
        .in(userRoom(s.userId))
        .fetchSockets()
        .catch(() => this.io.local.in(userRoom(s.userId)).fetchSockets());
      for (const conn of conns) this.attach(conn.id, room, seat);
    }
    this.changed();
  }

  /** A connection (on any node) of the seat's player joins the game: its audience, presence, the whole view. */
  attach(socketId: string, room: GameRoom, seat: PlayerId): void {
    if (room.isAttached(seat, socketId)) return;
    room.connect(seat, socketId);
    this.io.to(socketId).emit('game:update', room.update(seat, true));
  }

  /** A user with no connection left anywhere: his open games are withdrawn. */
  async departed(userId: number): Promise<void> {
    if ((await this.io.in(userRoom(userId)).fetchSockets()).length > 0) return;
    let any = false;
    for (const g of this.open.values()) if (g.host.id === userId) any = this.open.delete(g.id);
    if (any) this.changed();
    // A draft still waiting for an opponent is withdrawn too (one under way waits for him).
    if (this.drafts.get(userId)?.waiting) this.drafts.end(userId);
  }

  /** After signing in: every game in play here where this user holds a seat takes him back. */
  reclaim(socketId: string, userId: number): void {
    for (const room of this.rooms.values()) {
      const seat = room.seatOf(userId);
      if (seat !== undefined) this.attach(socketId, room, seat);
    }
  }

  /** A connection closed, on this node or another. */
  detach(socketId: string): void {
    for (const room of this.rooms.values()) room.disconnect(socketId);
  }

  /** The room where this user plays, with his seat; refused when he holds none. */
  seated(user: PublicUser, gameId: string): { room: GameRoom; seat: PlayerId } {
    const room = this.rooms.get(gameId);
    const seat = room?.seatOf(user.id);
    if (!room || seat === undefined) throw new RoomError('you do not play in this game');
    return { room, seat };
  }

  /** Whether a connection is in a game, as a player or a spectator. */
  isIn(user: PublicUser, gameId: string, socketId: string): boolean {
    const room = this.rooms.get(gameId);
    return !!room && (room.seatOf(user.id) !== undefined || room.spectators.has(socketId));
  }

  private finished(room: GameRoom): void {
    this.rooms.delete(room.id);
    this.changed();
  }

  /** Games left unfinished by the last run, rebuilt by replaying their decisions. */
  restore(room: GameRoom): void {
    if (!room.over) this.rooms.set(room.id, room);
  }
}

const seatOf = (u: PublicUser): SeatHolder => ({ kind: 'user', userId: u.id, name: u.name });
