import { atLeast, constant, count, development, support, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03055', {
  text: 'Building. Kingdom: as long as its controller has at least 3 developments in his kingdom, every Building support in his kingdom (this one included) has +1 power.',
  abilities: [
    constant({
      zone: 'kingdom',
      if: atLeast(count(development({ controller: YOU, zone: 'this' })), 3),
      affects: support({ trait: 'Building', zone: 'this' }),
      modify: { power: 1 },
    }),
  ],
});
