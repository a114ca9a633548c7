import { describe, expect, it } from 'vitest';
import { decides, parseCommand, parseZone } from '../../src/terminal/parse.js';

describe('parseCommand', () => {
  it('reads numbers, one or two of them', () => {
    expect(parseCommand('3')).toEqual({ t: 'number', n: 3 });
    expect(parseCommand(' 0 ')).toEqual({ t: 'number', n: 0 });
    expect(parseCommand('3 2')).toEqual({ t: 'number', n: 3, sub: 2 });
    expect(parseCommand('3.2')).toEqual({ t: 'number', n: 3, sub: 2 });
  });

  it('reads play and develop in one go or in parts', () => {
    expect(parseCommand('p 3 k')).toEqual({ t: 'play', n: 3, zone: 'kingdom' });
    expect(parseCommand('p3k')).toEqual({ t: 'play', n: 3, zone: 'kingdom' });
    expect(parseCommand('play 3 battlefield')).toEqual({ t: 'play', n: 3, zone: 'battlefield' });
    expect(parseCommand('p 3 b')).toEqual({ t: 'play', n: 3, zone: 'battlefield' });
    expect(parseCommand('d 2 q')).toEqual({ t: 'develop', n: 2, zone: 'quest' });
    expect(parseCommand('develop 2 quest')).toEqual({ t: 'develop', n: 2, zone: 'quest' });
    expect(parseCommand('p 3')).toEqual({ t: 'play', n: 3 });
    expect(parseCommand('p k')).toEqual({ t: 'play', zone: 'kingdom' });
    expect(parseCommand('d')).toEqual({ t: 'develop' });
    expect(parseCommand('p 3 x')).toEqual({ t: 'unknown', text: 'p 3 x' });
  });

  it('reads the commands that only look, and their arguments', () => {
    expect(parseCommand('info Dwarf Ranger')).toEqual({ t: 'info', arg: 'Dwarf Ranger' });
    expect(parseCommand('i 2')).toEqual({ t: 'info', arg: '2' });
    expect(parseCommand('why #45')).toEqual({ t: 'why', arg: '#45' });
    expect(parseCommand('b')).toEqual({ t: 'board' });
    expect(parseCommand('stops')).toEqual({ t: 'stops' });
    expect(parseCommand('stop opp quest')).toEqual({ t: 'stop', arg: 'opp quest' });
    expect(parseCommand('nostop capital')).toEqual({ t: 'nostop', arg: 'capital' });
    expect(parseCommand('undo')).toEqual({ t: 'undo' });
    expect(parseCommand('?')).toEqual({ t: 'help' });
    expect(parseCommand('q')).toEqual({ t: 'quit' });
    expect(parseCommand('save /tmp/x.json')).toEqual({ t: 'save', file: '/tmp/x.json' });
    expect(parseCommand('')).toEqual({ t: 'enter' });
    expect(parseCommand('Y')).toEqual({ t: 'yes' });
    expect(parseCommand('hello')).toEqual({ t: 'unknown', text: 'hello' });
  });

  it('tells the commands that decide from those that only look', () => {
    for (const line of ['', '1', '2 1', 'p 1 k', 'd 1 q', 'pass', 'y']) expect(decides(parseCommand(line))).toBe(true);
    for (const line of ['b', 'info 1', 'why 1', 'stops', '?', 'undo', 'q', 'n']) expect(decides(parseCommand(line))).toBe(false);
  });

  it('reads zone words', () => {
    expect(parseZone('K')).toBe('kingdom');
    expect(parseZone('bf')).toBe('battlefield');
    expect(parseZone('x')).toBeNull();
  });
});
