import type { HelpStatus } from '@havhjaelp/common/help';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/** The owner's two ways of ending a call without the close-call form. */
export type EndingStatus = Extract<HelpStatus, 'resolved' | 'cancelled'>;

const QUESTIONS: Record<EndingStatus, { title: string; text: string; confirm: string }> = {
  cancelled: {
    title: 'Annullér kaldet?',
    text: 'Kaldet fjernes fra de aktive kald, og ingen kan længere tilbyde hjælp.',
    confirm: 'Ja, annullér',
  },
  resolved: {
    title: 'Markér kaldet som løst?',
    text: 'Kaldet afsluttes som løst. Vil du takke din hjælper, så brug "Luk kald" i stedet.',
    confirm: 'Ja, markér som løst',
  },
};

interface Props {
  /** The status asked about, or null while nothing is asked. */
  asking: EndingStatus | null;
  onConfirm: (status: EndingStatus) => void;
  onCancel: () => void;
}

/** Asks before a call is ended with one click, since it cannot be reopened. */
export function ConfirmStatusChange({ asking, onConfirm, onCancel }: Props) {
  const question = QUESTIONS[asking ?? 'cancelled'];
  return (
    <ConfirmDialog
      open={asking !== null}
      title={question.title}
      confirmLabel={question.confirm}
      cancelLabel="Fortryd"
      danger={asking === 'cancelled'}
      onConfirm={() => asking && onConfirm(asking)}
      onCancel={onCancel}
    >
      {question.text}
    </ConfirmDialog>
  );
}
