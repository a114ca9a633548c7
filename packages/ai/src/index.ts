export { randomBot, chooseWith, type Bot } from './randomBot.js';
export { playGame, type PlayedGame } from './playGame.js';
