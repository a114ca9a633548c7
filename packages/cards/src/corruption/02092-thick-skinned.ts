import {
  action,
  amountFn,
  and,
  atLeast,
  choice,
  choose,
  chooseNumber,
  chosenNumber,
  conditionFn,
  duringCombat,
  HOST,
  ifThen,
  rules,
  sacrifice,
  SELF,
  shield,
  startLasting,
  target,
  targetOf,
  unit,
  YOU,
  type Ctx,
} from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The unit it is attached to: noted as the action is initiated, before the card is sacrificed (last-known information). */
const FORMER_HOST = target(0);

/** Combat damage assigned to that unit and not yet dealt, as the action resolves. */
const assignedToFormerHost = (ctx: Ctx): number => {
  const h = ctx.use.picks[0]?.[0] ?? -1;
  return h >= 0 && rules.isInPlay(ctx.state, h) ? rules.assignedDamage(ctx.state, h) : 0;
};

/** The unit the damage goes to (the second target), kept as its id in the lasting effect's data. */
const receiver = (ctx: Ctx): number => rules.lastingData(ctx, 'to') ?? -1;

export default defineCard(import.meta.url, '02092', {
  text: 'Attachment. Played onto a target Orc unit (either player\'s; it must stay an Orc). Action, while combat damage is assigned to the attached unit and not yet dealt: sacrifice this card; choose one target unit you control: up to as many points as you pick of the combat damage that would be dealt to the attached unit are dealt to that unit instead. (Errata: "damage assigned" on redirects reads "damage that would be dealt".)',
  attach: { to: unit({ race: 'Orc' }) },
  abilities: [
    action({
      if: and(
        duringCombat('assignDamage'),
        conditionFn((ctx) => {
          const h = ctx.state.cards[ctx.self]!.attachedTo;
          return h >= 0 && rules.assignedDamage(ctx.state, h) > 0;
        }),
      ),
      targets: [choose(unit({ is: HOST }), { label: 'the attached unit' }), targetOf(unit({ controller: YOU, not: HOST }), { label: 'unit you control to take the damage' })],
      // The sacrifice is the cost: paid after the targets, it stays paid if the effect fails.
      cost: sacrifice(SELF),
      effect: ifThen(atLeast(amountFn(assignedToFormerHost), 1), [
        choice('n', chooseNumber(1, amountFn(assignedToFormerHost), { label: 'how much of its combat damage to redirect' })),
        startLasting('redirect', { card: FORMER_HOST, until: 'phase', data: { left: chosenNumber('n'), to: amountFn((ctx) => ctx.use.picks[1]?.[0] ?? -1) } }),
      ]),
    }),
  ],
  lasting: {
    // On the former host: the next N combat damage that would be dealt to it go to the chosen unit (redirecting is not cancelling).
    redirect: {
      abilities: [
        shield({
          to: HOST,
          combat: true,
          budget: 'left',
          if: conditionFn((ctx) => rules.isInPlay(ctx.state, receiver(ctx)) && rules.isUnit(ctx.state, receiver(ctx))),
          redirect: choose(unit({ where: (ctx, id) => id === receiver(ctx) }), { label: 'unit the damage is redirected to' }),
        }),
      ],
    },
  },
});
