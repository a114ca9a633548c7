/**
 * The compile-time environment of one ability: its owner and id (for error messages), and its
 * choice slots — targets first, then cost choices, then choices its effect makes, each by name.
 */
import type { Num } from '../../ruleset/compiled.js';
import type { Amount } from '../../lang/types.js';

export class CompileError extends Error {}

export class Env {
  private readonly names = new Map<string, number>();
  private next = 0;
  private eachSlots: number[] = [];

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
    }
    return slot;
  }

  slot(name: string): number {
    const s = this.names.get(name);
    if (s === undefined) throw this.error(`no choice named '${name}' before this point`);
    return s;
  }

  get slots(): number {
    return this.next;
  }
  get slotNames(): ReadonlyMap<string, number> {
    return this.names;
  }

  /** Inside an `eachPlayer`: the slot holding the player it is at. */
  eachPlayerSlot(): number {
    const s = this.eachSlots[this.eachSlots.length - 1];
    if (s === undefined) throw this.error("'each' player outside an eachPlayer effect");
    return s;
  }
  enterEachPlayer(): number {
    const s = this.newSlot();
    this.eachSlots.push(s);
    return s;
  }
  leaveEachPlayer(): void {
    this.eachSlots.pop();
  }

  error(message: string): CompileError {
    return new CompileError(`card ${this.def}, ability '${this.ability}': ${message}`);
  }
}
