/**
 * Options are listed once per prompt: the engine makes a new prompt object for every decision, so
 * the prompt's identity keys a one-entry cache (bots and validation ask for the same list). The step
 * that made a prompt may already know its options (it listed them to decide whether to ask).
 */
import type { Decision, Prompt } from '../types.js';

let cachedPrompt: Prompt | null = null;
let cachedOptions: Decision[] = [];

export function primeOptions(prompt: Prompt, options: Decision[]): void {
  cachedPrompt = prompt;
  cachedOptions = options;
}

export function cachedOptionsFor(prompt: Prompt): Decision[] | null {
  return prompt === cachedPrompt ? cachedOptions : null;
}
