import type { CheckResult } from './check';
import { CHECKS } from './checks';
import './test-dashboard.css';

const STATUS_TEXT = { ok: 'OK', warning: 'Advarsel', error: 'Fejl' } as const;

function row(name: string): {
  tr: HTMLTableRowElement;
  set: (result: CheckResult | 'running') => void;
} {
  const tr = document.createElement('tr');
  const [nameCell, statusCell, detailCell] = [0, 1, 2].map(() => tr.insertCell());
  nameCell!.textContent = name;
  return {
    tr,
    set(result) {
      const status = result === 'running' ? 'running' : result.status;
      tr.dataset.status = status;
      statusCell!.textContent = result === 'running' ? 'Kører...' : STATUS_TEXT[result.status];
      detailCell!.textContent = result === 'running' ? '' : result.detail;
    },
  };
}

async function runAll(): Promise<void> {
  const body = document.getElementById('results')!;
  body.replaceChildren();
  await Promise.all(
    CHECKS.map(async (check) => {
      const { tr, set } = row(check.name);
      body.append(tr);
      set('running');
      try {
        set(await check.run());
      } catch (err) {
        set({ status: 'error', detail: err instanceof Error ? err.message : String(err) });
      }
    }),
  );
}

document.getElementById('run-checks')!.addEventListener('click', () => void runAll());
void runAll();
