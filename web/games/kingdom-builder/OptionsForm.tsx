// Table options in the lobby: the four map sections (each turnable) and the three scoring cards,
// each chosen here or left to chance, with a preview of the chosen map.
import { useState } from 'preact/hooks';
import { SECTION_IDS, SCORING_CARD_IDS, type KbOptions, type ScoringCard, type SectionChoice } from '../../../party/games/kingdom-builder/index.ts';
import type { OptionsFormProps } from '../types.ts';
import { assignDistinct } from './assign-distinct.ts';
import { kt } from './i18n.ts';
import { MapPreview } from './MapPreview.tsx';
import './kb.css';

const SLOT_KEYS = ['opt.slot.0', 'opt.slot.1', 'opt.slot.2', 'opt.slot.3'] as const;
const DEFAULT_SECTIONS: SectionChoice[] = SECTION_IDS.slice(0, 4).map((id) => ({ id, turned: false }));
const DEFAULT_CARDS: ScoringCard[] = SCORING_CARD_IDS.slice(0, 3);

function ModeSwitch({ name, random, onChange }: { name: string; random: boolean; onChange(random: boolean): void }) {
  return (
    <div class="kb-mode" role="radiogroup">
      <label class="check"><input type="radio" name={name} checked={random} onChange={() => onChange(true)} data-testid={`${name}-random`} />{kt('opt.random')}</label>
      <label class="check"><input type="radio" name={name} checked={!random} onChange={() => onChange(false)} data-testid={`${name}-pick`} />{kt('opt.pick')}</label>
    </div>
  );
}

export default function OptionsForm({ value, onChange }: OptionsFormProps<KbOptions>) {
  const [sections, setSections] = useState<SectionChoice[]>(Array.isArray(value?.sections) ? value.sections : DEFAULT_SECTIONS);
  const [cards, setCards] = useState<ScoringCard[]>(Array.isArray(value?.cards) ? value.cards : DEFAULT_CARDS);
  const [randomSections, setRandomSections] = useState(!Array.isArray(value?.sections));
  const [randomCards, setRandomCards] = useState(!Array.isArray(value?.cards));

  const report = (next: { sections?: SectionChoice[]; cards?: ScoringCard[]; randomSections?: boolean; randomCards?: boolean }) => {
    const s = next.sections ?? sections, c = next.cards ?? cards;
    const rs = next.randomSections ?? randomSections, rc = next.randomCards ?? randomCards;
    setSections(s); setCards(c); setRandomSections(rs); setRandomCards(rc);
    onChange({ sections: rs ? 'random' : s, cards: rc ? 'random' : c });
  };

  return (
    <div class="kb-options">
      <fieldset>
        <legend>{kt('opt.sections')}</legend>
        <ModeSwitch name="kb-sections" random={randomSections} onChange={(r) => report({ randomSections: r })} />
        {randomSections
          ? <p class="hint">{kt('opt.randomSections')}</p>
          : (
            <div class="kb-sections">
              <div class="kb-section-slots">
                {sections.map((s, i) => (
                  <div key={SLOT_KEYS[i]} class="kb-slot" data-testid="kb-slot">
                    <label class="field">
                      <span>{kt(SLOT_KEYS[i] as (typeof SLOT_KEYS)[number])}</span>
                      <select
                        value={s.id}
                        onChange={(e) => report({ sections: assignDistinct(sections, i, { id: (e.currentTarget as HTMLSelectElement).value as SectionChoice['id'], turned: s.turned }, (a, b) => a.id === b.id) })}
                      >
                        {SECTION_IDS.map((id) => <option key={id} value={id}>{kt(`loc.${id}`)}</option>)}
                      </select>
                    </label>
                    <label class="check kb-small">
                      <input
                        type="checkbox"
                        checked={s.turned === true}
                        onChange={(e) => report({ sections: sections.map((x, j) => (j === i ? { ...x, turned: (e.currentTarget as HTMLInputElement).checked } : x)) })}
                      />
                      {kt('opt.turned')}
                    </label>
                  </div>
                ))}
              </div>
              <MapPreview sections={sections} />
            </div>
          )}
      </fieldset>
      <fieldset>
        <legend>{kt('opt.cards')}</legend>
        <ModeSwitch name="kb-cards" random={randomCards} onChange={(r) => report({ randomCards: r })} />
        {randomCards
          ? <p class="hint">{kt('opt.randomCards')}</p>
          : cards.map((card, i) => (
            <label key={i} class="field kb-card-pick" data-testid="kb-card-pick">
              <span>{kt('opt.card', { n: i + 1 })}</span>
              <select value={card} onChange={(e) => report({ cards: assignDistinct(cards, i, (e.currentTarget as HTMLSelectElement).value as ScoringCard, (a, b) => a === b) })}>
                {SCORING_CARD_IDS.map((id) => <option key={id} value={id}>{kt(`card.${id}`)}</option>)}
              </select>
              <span class="hint">{kt(`rule.${card}`)}</span>
            </label>
          ))}
      </fieldset>
    </div>
  );
}
