import { useState } from 'react';

const QUICK_START_ITEMS = [
  { id: 'konto', label: 'Opret en konto' },
  { id: 'baad', label: 'Udfyld bådnavn, bådtype og VHF-kanal i din profil' },
  { id: 'position', label: 'Giv browseren lov til at bruge din position' },
  { id: 'ven', label: 'Tilføj mindst én ven' },
  { id: 'tips', label: 'Læs sikkerhedstipsene herover' },
  { id: 'noed', label: 'Gem 112 i telefonen, og notér VHF kanal 16 ved radioen' },
] as const;

type ItemId = (typeof QUICK_START_ITEMS)[number]['id'];

/** A tick-off list for the first trip with Havhjælp. Kept in component state only. */
export function QuickStartChecklist() {
  const [done, setDone] = useState<ReadonlySet<ItemId>>(() => new Set());

  const toggle = (id: ItemId, checked: boolean) => {
    setDone((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const total = QUICK_START_ITEMS.length;
  const allDone = done.size === total;

  return (
    <>
      <ul className="checklist">
        {QUICK_START_ITEMS.map((item) => (
          <li key={item.id}>
            <label>
              <input
                type="checkbox"
                checked={done.has(item.id)}
                onChange={(event) => toggle(item.id, event.currentTarget.checked)}
              />
              {item.label}
            </label>
          </li>
        ))}
      </ul>
      <p className="muted" role="status" aria-live="polite">
        {allDone
          ? 'Godt klaret! Du er klar til at bruge Havhjælp. God tur på vandet.'
          : `${done.size} af ${total} punkter klaret.`}
      </p>
    </>
  );
}
