import { cardList } from './logLine.ts';
import { Card } from './Card.tsx';
import { dt } from './t.ts';

/** The trash is public: a count, opened on demand to see every card in it. */
export function TrashViewer({ trash }: { trash: readonly string[] }) {
  const distinct = [...new Set(trash)];
  return (
    <details class="trash" data-testid="trash">
      <summary>{dt('trash.title', { n: trash.length })}</summary>
      {trash.length === 0 ? <p class="muted">{dt('trash.empty')}</p> : (
        <>
          <p class="visually-hidden">{cardList(trash)}</p>
          <ul class="card-row card-row-mini">
            {distinct.map((id) => {
              const n = trash.filter((c) => c === id).length;
              return <li key={id}><Card id={id} size="mini">{n > 1 && <span class="mini-count">×{n}</span>}</Card></li>;
            })}
          </ul>
        </>
      )}
    </details>
  );
}
