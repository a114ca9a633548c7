/**
 * Everything the client knows, in one zustand store: the session, the lobby, the game on screen.
 * Only server messages change it; components read it and call its actions.
 */
import { create } from 'zustand';
import type { Socket } from 'socket.io-client';
import type { ClientCard, ClientEvent, ClientView, GameResult, Viewer } from '@invasion/engine';
import { reasonText, whyCandidates } from '../game/why';
import { connect, request, saveToken } from './socket';
import type { ChatLine, Clocks, DraftView, GameListing, GameUpdate, ReplaySummary, Reply, SessionReply, User } from './wire';

export interface GameScreen {
  gameId: string;
  viewer: Viewer;
  view: ClientView;
  events: ClientEvent[];
  next: number;
  result: GameResult | null;
  seats: string[];
  bots: boolean[];
  connected: boolean[];
  chat: ChatLine[];
  /** The opponent asks to take back decisions. */
  undoRequest: { decisions: number } | null;
  clocks: Clocks | null;
  /** When the clocks arrived (this browser's time): the running one goes on from there. */
  clocksAt: number;
}

export interface CreateOptions {
  name?: string;
  deck: string;
  format: 'casual' | 'tournament';
  opponent: string;
  spectators: boolean;
  password?: string;
  /** Each player's thinking time; whoever uses his up loses. */
  clockSeconds?: number;
}

export interface ReplayScreen {
  gameId: string;
  name: string;
  seats: [string, string];
  viewer: Viewer;
  step: number;
  steps: number;
  view: ClientView;
  events: ClientEvent[];
  result: GameResult | null;
}

interface Store {
  connection: 'connecting' | 'online' | 'offline';
  user: User | null;
  games: GameListing[];
  online: string[];
  lobbyChat: ChatLine[];
  game: GameScreen | null;
  /** Finished games (the lobby's list) and the one being stepped through. */
  replays: ReplaySummary[];
  replay: ReplayScreen | null;
  /** A draft in progress, against the bot or a person (held by the server for this user). */
  draft: DraftView | null;
  /** The last refusal or failure, shown until dismissed or replaced. */
  error: string | null;
  notice: string | null;
  /** Why a card has no option now (the server's answer to `game:why`). */
  explanation: { card: number; stateId: number; lines: string[] } | null;
  /**
   * The state a decision was sent for and not acknowledged yet: no second decision for it. (The
   * next state's update arrives before the acknowledgement: a decision for it may go at once.)
   */
  acting: number | null;

  start(): void;
  signIn(kind: 'guest' | 'login' | 'register', name?: string, password?: string): Promise<void>;
  signOut(): void;
  createGame(o: CreateOptions): Promise<void>;
  joinGame(gameId: string, deck: string, password?: string): Promise<void>;
  spectate(gameId: string, password?: string): Promise<void>;
  /** Back to a game one plays in (e.g. one that started while another was on screen). */
  resume(gameId: string): Promise<void>;
  cancelOpenGame(gameId: string): Promise<void>;
  leaveGame(): Promise<void>;
  /** `auto`: the client passes for the player (a stop he did not set); undo goes back past those. */
  act(key: string, auto?: boolean): Promise<void>;
  concede(): Promise<void>;
  undo(): Promise<void>;
  answerUndo(accept: boolean): Promise<void>;
  say(text: string): Promise<void>;
  /** A draft against the bot, or one waiting in the lobby for a person. */
  draftStart(opponent?: 'bot' | 'human'): Promise<void>;
  /** Takes the free side of a draft waiting for a person. */
  draftJoin(draftId: string): Promise<void>;
  draftDecide(decision: { type: string; cards?: string[]; card?: string }): Promise<void>;
  /** The drafted decks against the bot: the game takes the screen. */
  draftPlay(): Promise<void>;
  /** Leaves the draft (it ends). */
  draftClose(): void;
  listReplays(): Promise<void>;
  openReplay(r: ReplaySummary, viewer: Viewer): Promise<void>;
  stepReplay(step: number): Promise<void>;
  /** Steps from the last step asked for (keys pressed quickly add up). */
  stepReplayBy(delta: number): Promise<void>;
  closeReplay(): void;
  explain(card: ClientCard): Promise<void>;
  dismiss(): void;
  /** Any other message (a refusal is shown like the others). */
  request(event: string, payload?: unknown): Promise<Reply>;
}

const SPECTATING_KEY = 'invasion.spectating';
/** The states at which the player decided himself, oldest first: what Undo takes back. */
let ownDecisions: number[] = [];
/** The replay step last asked for (the screen shows the last one answered). */
let replayTarget = 0;
const MAX_CHAT = 200;

let socket: Socket | null = null;

export const useStore = create<Store>((set, get) => {
  const send = async (event: string, payload: unknown = {}): Promise<Reply> => {
    if (!socket) return { ok: false, error: 'not connected' };
    const r = await request(socket, event, payload);
    if (!r.ok) set({ error: r.error });
    return r;
  };

  const session = (s: SessionReply) => {
    saveToken(s.token);
    set({ user: s.user, games: s.games, online: s.online, error: null });
    // A spectator's seat is not kept by the server: watch again after a reload.
    const watching = sessionStorage.getItem(SPECTATING_KEY);
    if (watching && !get().game) void get().spectate(watching);
    // A draft in progress (after a reload) is taken back.
    void send('draft:current').then((r) => r.ok && r.draft && set({ draft: r.draft as DraftView }));
  };

  /** Keeps the latest view and the events without gaps or repeats (see packages/server's Client). */
  const applyUpdate = (u: GameUpdate) => {
    const g = get().game;
    if (!g || g.gameId !== u.gameId || u.reset) {
      if (g && g.gameId !== u.gameId && !g.result && g.viewer !== 'spectator') return; // another game of ours: keep the one on screen
      // Taken back (undo) or a new game: the decisions Undo may go back to are those still played.
      ownDecisions = g?.gameId === u.gameId ? ownDecisions.filter((s) => s < u.view.stateId) : [];
      set({ game: { gameId: u.gameId, viewer: u.viewer, view: u.view, events: [...u.events], next: u.next, result: u.result ?? u.view.result, seats: u.seats, bots: u.bots ?? [false, false], connected: u.connected, chat: g?.gameId === u.gameId ? g.chat : [], undoRequest: null, clocks: u.clocks ?? null, clocksAt: Date.now() } });
      return;
    }
    if (u.view.stateId < g.view.stateId) return;
    if (u.from > g.next) {
      void send('game:resync', { gameId: u.gameId }).then((r) => r.ok && applyUpdate(r.update as GameUpdate));
      return;
    }
    set({ game: { ...g, view: u.view, events: [...g.events, ...u.events.slice(g.next - u.from)], next: Math.max(g.next, u.next), result: u.result ?? u.view.result, seats: u.seats, bots: u.bots ?? g.bots, connected: u.connected, clocks: u.clocks ?? g.clocks, clocksAt: Date.now() } });
  };

  return {
    connection: 'connecting',
    user: null,
    games: [],
    online: [],
    lobbyChat: [],
    game: null,
    replays: [],
    replay: null,
    draft: null,
    error: null,
    notice: null,
    explanation: null,
    acting: null,

    start() {
      if (socket) return;
      socket = connect();
      socket.on('connect', () => set({ connection: 'online' }));
      socket.on('disconnect', () => set({ connection: 'offline' }));
      socket.on('connect_error', () => set({ connection: 'offline' }));
      socket.on('auth:session', (s: SessionReply) => session(s));
      socket.on('failure', (r: { error: string }) => {
        // The saved session is gone (expired, or another server's database): sign in again.
        if (/session/.test(r.error)) saveToken(null);
        set({ error: r.error });
      });
      socket.on('lobby:games', (p: { games: GameListing[] }) => set({ games: p.games }));
      socket.on('lobby:online', (p: { users: string[] }) => set({ online: p.users }));
      socket.on('chat:lobby', (m: ChatLine) => set({ lobbyChat: [...get().lobbyChat, m].slice(-MAX_CHAT) }));
      socket.on('chat:game', (m: ChatLine) => {
        const g = get().game;
        if (g && g.gameId === m.gameId) set({ game: { ...g, chat: [...g.chat, m].slice(-MAX_CHAT) } });
      });
      socket.on('game:update', (u: GameUpdate) => applyUpdate(u));
      // The other player of a draft for two decided, joined, left or started the game.
      socket.on('draft:update', (p: { draft: DraftView | null; notice?: string }) => set({ draft: p.draft, ...(p.notice ? { notice: p.notice } : {}) }));
      socket.on('game:presence', (p: { gameId: string; connected: boolean[] }) => {
        const g = get().game;
        if (g && g.gameId === p.gameId) set({ game: { ...g, connected: p.connected } });
      });
      socket.on('game:undoRequest', (p: { gameId: string; decisions: number }) => {
        const g = get().game;
        if (g && g.gameId === p.gameId) set({ game: { ...g, undoRequest: { decisions: p.decisions } } });
      });
      socket.on('game:undoAnswer', (p: { accepted: boolean }) => set({ notice: p.accepted ? 'Your opponent accepted the undo.' : 'Your opponent refused the undo.' }));
    },

    async signIn(kind, name, password) {
      const r = await send(`auth:${kind}`, kind === 'guest' ? {} : { name, password });
      if (r.ok) session(r as unknown as SessionReply);
    },

    signOut() {
      saveToken(null);
      sessionStorage.removeItem(SPECTATING_KEY);
      socket?.disconnect();
      socket = null;
      set({ user: null, game: null, games: [], online: [], lobbyChat: [] });
      get().start();
    },

    async createGame(o) {
      await send('lobby:create', o);
    },

    async joinGame(gameId, deck, password) {
      await send('lobby:join', { gameId, deck, ...(password ? { password } : {}) });
    },

    async spectate(gameId, password) {
      const r = await send('lobby:spectate', { gameId, ...(password ? { password } : {}) });
      if (!r.ok) {
        sessionStorage.removeItem(SPECTATING_KEY);
        return;
      }
      sessionStorage.setItem(SPECTATING_KEY, gameId);
      set({ game: null });
      applyUpdate(r.update as GameUpdate);
    },

    async resume(gameId) {
      const r = await send('game:resync', { gameId });
      if (!r.ok) return;
      set({ game: null });
      applyUpdate(r.update as GameUpdate);
    },

    async cancelOpenGame(gameId) {
      await send('lobby:leave', { gameId });
    },

    async leaveGame() {
      const g = get().game;
      if (!g) return;
      if (g.viewer === 'spectator') {
        sessionStorage.removeItem(SPECTATING_KEY);
        if (!g.result) await send('lobby:leave', { gameId: g.gameId });
      }
      set({ game: null });
      void send('lobby:list').then((r) => r.ok && set({ games: r.games as GameListing[], online: r.online as string[] }));
    },

    async act(key, auto = false) {
      const g = get().game;
      const stateId = g?.view.stateId;
      if (!g || stateId === undefined || get().acting === stateId) return;
      set({ acting: stateId, error: null });
      const r = await send('game:act', { gameId: g.gameId, stateId, key });
      if (r.ok && !auto) ownDecisions.push(stateId);
      if (get().acting === stateId) set({ acting: null });
      // A stale decision (the view moved on meanwhile) is not the player's fault: the new view is coming.
      if (!r.ok && r.code === 'stale') set({ error: null });
    },

    async concede() {
      const g = get().game;
      if (g) await send('game:concede', { gameId: g.gameId });
    },

    async undo() {
      const g = get().game;
      if (!g) return;
      // Back to the last decision the player made himself, past the passes made for him.
      const at = ownDecisions[ownDecisions.length - 1];
      const r = await send('game:undo', { gameId: g.gameId, ...(at !== undefined ? { stateId: at } : {}) });
      if (r.ok && r.undo === 'asked') set({ notice: 'Undo asked: waiting for your opponent.' });
    },

    async answerUndo(accept) {
      const g = get().game;
      if (!g) return;
      set({ game: { ...g, undoRequest: null } });
      await send('game:undoAnswer', { gameId: g.gameId, accept });
    },

    async say(text) {
      const g = get().game;
      await (g ? send('chat:game', { gameId: g.gameId, text }) : send('chat:lobby', { text }));
    },

    async explain(card) {
      const g = get().game;
      if (!g || g.viewer === 'spectator') return;
      const view = g.view;
      if (view.prompt?.player !== g.viewer) return set({ explanation: { card: card.id, stateId: view.stateId, lines: ['It is not your decision now.'] } });
      if (view.prompt.kind !== 'action') return set({ explanation: { card: card.id, stateId: view.stateId, lines: [`Not an action window (${view.prompt.title}): cards are played and used in action windows.`] } });
      const tries = whyCandidates(view, card);
      const r = await send('game:why', { gameId: g.gameId, stateId: view.stateId, decisions: tries.map((t) => t.decision) });
      if (!r.ok) return;
      const reasons = r.reasons as (string | null)[];
      const lines = tries.map((t, i) => (reasons[i] === null ? `You can ${t.what}.` : `Cannot ${t.what}: ${reasonText(reasons[i]!)}`));
      set({ explanation: { card: card.id, stateId: view.stateId, lines } });
    },

    async draftStart(opponent = 'bot') {
      const r = await send('draft:start', { opponent });
      if (r.ok) set({ draft: r.draft as DraftView });
    },

    async draftJoin(draftId) {
      const r = await send('draft:join', { draftId });
      if (r.ok) set({ draft: r.draft as DraftView });
    },

    async draftDecide(decision) {
      const r = await send('draft:decide', { decision });
      if (r.ok) set({ draft: r.draft as DraftView, error: null });
    },

    async draftPlay() {
      const r = await send('draft:play');
      if (r.ok) set({ draft: null });
    },

    draftClose() {
      set({ draft: null });
      void send('draft:leave');
    },

    async listReplays() {
      const r = await send('replay:list');
      if (r.ok) set({ replays: r.replays as ReplaySummary[] });
    },

    async openReplay(summary, viewer) {
      const r = await send('replay:step', { gameId: summary.id, viewer, step: 0, all: true });
      replayTarget = 0;
      if (r.ok) set({ replay: { gameId: summary.id, name: summary.name, seats: summary.seats, viewer, step: r.step as number, steps: r.steps as number, view: r.view as ClientView, events: r.events as ClientEvent[], result: summary.result } });
    },

    async stepReplay(step) {
      const rp = get().replay;
      if (!rp) return;
      const target = Math.max(0, Math.min(rp.steps, step));
      replayTarget = target;
      const r = await send('replay:step', { gameId: rp.gameId, viewer: rp.viewer, step: target, all: true });
      const now = get().replay;
      // Only the answer to the last step asked for is shown (answers arrive in order anyway).
      if (r.ok && now && now.gameId === rp.gameId && target === replayTarget) set({ replay: { ...now, step: r.step as number, view: r.view as ClientView, events: r.events as ClientEvent[] } });
    },

    async stepReplayBy(delta) {
      if (get().replay) await get().stepReplay(replayTarget + delta);
    },

    closeReplay() {
      set({ replay: null });
    },

    request: (event, payload) => send(event, payload),

    dismiss() {
      set({ error: null, notice: null });
    },
  };
});
