/**
 * Damage assignment: every unit or zone that may take damage, with the engine's note on what is
 * lethal for it and one button per amount. The title states the rule (lethal damage to every
 * defender before any to the capital); only legal amounts are offered, so the rule is enforced.
 */
import type { ClientCard, ClientOption, ClientView } from '@invasion/engine';
import { useStore } from '../net/store';
import { useUi } from './ui';

export function DamagePanel({ view, byId }: { view: ClientView; byId: Map<number, ClientCard> }) {
  const act = useStore((s) => s.act);
  const acting = useStore((s) => s.acting !== null && s.acting === s.game?.view.stateId);
  const select = useUi((s) => s.select);
  const kind = view.prompt?.kind;
  if (kind !== 'assignDamage' && kind !== 'assignIndirect') return null;
  const groups = new Map<string, ClientOption[]>();
  for (const o of view.options) if (o.decision.type === 'assign') groups.set(o.group, [...(groups.get(o.group) ?? []), o]);
  return (
    <section className="damage-panel" aria-label="Assign damage" data-testid="damage-panel">
      <h3>
        Assign {view.prompt!.amount} damage
      </h3>
      <p className="muted">{view.prompt!.title}</p>
      <ul>
        {[...groups.entries()].map(([group, opts]) => {
          const t = opts[0]!.decision.target;
          const card = typeof t === 'number' ? byId.get(t) : undefined;
          // The engine's label: "Assign 2 damage to <what> (<what is lethal for it>)".
          const label = opts[0]!.label;
          const hint = /\(([^)]*)\)\s*$/.exec(label)?.[1];
          const what = label.replace(/^Assign \d+ damage to /, '').replace(/\s*\([^)]*\)\s*$/, '');
          return (
            <li key={group} data-group={group}>
              <span className="damage-target">
                {what}
                {card?.remaining !== undefined ? ` (${card.remaining} hp left${card.assigned ? `, ${card.assigned} assigned` : ''})` : ''}
              </span>
              {hint && <span className="muted"> — {hint}</span>}
              <span className="amounts">
                {opts.map((o) => (
                  <button
                    type="button"
                    key={o.key}
                    data-key={o.key}
                    title={o.label}
                    disabled={acting}
                    onClick={() => {
                      select(null);
                      void act(o.key);
                    }}
                  >
                    {String(o.decision.amount)}
                  </button>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
