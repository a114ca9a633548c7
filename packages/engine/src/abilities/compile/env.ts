/**
 * The compile-time environment of one ability: its owner and id (for error messages), and its
 * choice slots — targets first, then cost choices, then choices its effect makes, each by name.
 */
import type { Num } from '../../ruleset/compiled.js';
import type { Amount } from '../../lang/types.js';

export class CompileError extends Error {}

export class Env {
  private readonly names = new Map<string, number>();
  /** A choice named inside an `eachPlayer`, after it: the slots of every player's pick (a union of cards). */
  private readonly multi = new Map<string, number[]>();
  private next = 0;
  private eachSlots: number[] = [];
  /** Per open `eachPlayer`: the names its passes defined, with their slots (pass 0: the active player's). */
  private eachNames: Map<string, number[]>[][] = [];

  constructor(
    readonly def: string,
    readonly ability: string,
    /** The amount compiler (values.ts), handed in so filters (ranges) and amounts (counts) can use each other. */
    private readonly compileAmount: (a: Amount, env: Env) => Num,
  ) {}

  amount(a: Amount): Num {
    return this.compileAmount(a, this);
  }

  /** A new slot, optionally named (names are unique within an ability). */
  newSlot(name?: string): number {
    const slot = this.next++;
    if (name !== undefined) {
      if (this.names.has(name)) throw this.error(`choice name '${name}' is used twice`);
      this.names.set(name, slot);
      this.multi.delete(name);
      this.definedInPass(name, [slot]);
    }
    return slot;
  }

  /** The slot of a named choice: one pick (a number, a zone, a section — or cards). */
  slot(name: string): number {
    if (this.multi.has(name)) throw this.error(`choice '${name}' was made by each player: after its eachPlayer it is only a set of cards`);
    const s = this.names.get(name);
    if (s === undefined) throw this.error(`no choice named '${name}' before this point`);
    return s;
  }

  /** The slots of a named choice read as cards: after an `eachPlayer`, every player's pick. */
  cardSlots(name: string): readonly number[] {
    return this.multi.get(name) ?? [this.slot(name)];
  }

  private definedInPass(name: string, slots: readonly number[]): void {
    const frame = this.eachNames[this.eachNames.length - 1];
    if (!frame) return;
    const pass = frame[frame.length - 1]!;
    pass.set(name, [...(pass.get(name) ?? []), ...slots]);
  }

  get slots(): number {
    return this.next;
  }
  get slotNames(): ReadonlyMap<string, number> {
    return this.names;
  }
  /** Names of choices each player made in an `eachPlayer`, with every player's slot. */
  get multiSlotNames(): ReadonlyMap<string, readonly number[]> {
    return this.multi;
  }

  /** Inside an `eachPlayer`: the slot holding the player it is at. */
  eachPlayerSlot(): number {
    const s = this.eachSlots[this.eachSlots.length - 1];
    if (s === undefined) throw this.error("'each' player outside an eachPlayer effect");
    return s;
  }
  /**
   * An `eachPlayer` is compiled once per player (the active player's pass, then the other's). A choice
   * named in it is that player's within his pass; each pass names its own (`nextEachPlayerPass`), and
   * after the eachPlayer the name means the cards all of them picked (`cardSlots`).
   */
  enterEachPlayer(): number {
    const s = this.newSlot();
    this.eachSlots.push(s);
    this.eachNames.push([new Map()]);
    return s;
  }
  nextEachPlayerPass(): void {
    const frame = this.eachNames[this.eachNames.length - 1]!;
    for (const name of frame[frame.length - 1]!.keys()) {
      this.names.delete(name);
      this.multi.delete(name);
    }
    frame.push(new Map());
  }
  leaveEachPlayer(): void {
    this.eachSlots.pop();
    const frame = this.eachNames.pop()!;
    const all = new Map<string, number[]>();
    for (const pass of frame) for (const [name, slots] of pass) all.set(name, [...(all.get(name) ?? []), ...slots]);
    for (const [name, slots] of all) {
      this.names.set(name, slots[slots.length - 1]!);
      if (slots.length > 1) this.multi.set(name, slots);
      else this.multi.delete(name);
      this.definedInPass(name, slots);
    }
  }

  error(message: string): CompileError {
    return new CompileError(`card ${this.def}, ability '${this.ability}': ${message}`);
  }
}
