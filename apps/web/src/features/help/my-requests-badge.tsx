import { HELP_TYPE_LABELS, STATUS_LABELS, type HelpRequest } from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LifebuoyIcon } from '../../components/ui/nav-icons';
import { useSessionUser } from '../../lib/session';
import { helpUi } from './help-ui';
import { useMyRequests } from './use-my-requests';

/**
 * The header's count of requests I help with (incoming, 'Hjælper') and my own open requests
 * (outgoing, 'Mine'), with a dropdown to open each, and to close my own (SPEC.md section 2). A
 * red dot counts my calls with offers waiting for me to choose a helper.
 */
export default function MyRequestsBadge() {
  const { incoming, outgoing } = useMyRequests(LIMITS.headerRefreshMs);
  if (useSessionUser() === null) return null;
  const withOffers = outgoing.filter((request) => request.status === 'offered').length;
  return (
    // Not modal, like the other header menus: a modal menu hides the page with aria-hidden while
    // its links stay focusable.
    <DropdownMenu.Root modal={false}>
      {/*
        Named by its content, so the name holds the visible words (WCAG 2.5.3): a hidden lead-in
        says what the counts are, a hidden tail what the red count is.
      */}
      <DropdownMenu.Trigger className="button my-requests-badge">
        <LifebuoyIcon size={18} />
        <span className="visually-hidden">Mine kald: </span>
        <span data-testid="incoming-count" title="Kald jeg hjælper med">
          Hjælper {incoming.length}
        </span>{' '}
        ·{' '}
        <span data-testid="outgoing-count" title="Mine aktive kald">
          Mine {outgoing.length}
        </span>
        {withOffers > 0 && (
          <>
            <span className="visually-hidden"> · </span>
            <span
              className="count-badge"
              data-testid="offers-count"
              title="Tilbud venter på dit svar"
            >
              {withOffers}
            </span>
            <span className="visually-hidden"> med tilbud</span>
          </>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" sideOffset={6} align="end">
          <DropdownMenu.Label className="menu-label">Jeg hjælper</DropdownMenu.Label>
          {incoming.length === 0 && (
            // A disabled item, not loose text: a menu must hold items, and this one is read out.
            <DropdownMenu.Item disabled className="menu-empty small muted">
              Ingen lige nu
            </DropdownMenu.Item>
          )}
          {incoming.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Label className="menu-label">Mine anmodninger</DropdownMenu.Label>
          {outgoing.length === 0 && (
            <DropdownMenu.Item disabled className="menu-empty small muted">
              Ingen aktive
            </DropdownMenu.Item>
          )}
          {outgoing.map((request) => (
            <div key={request.id} className="menu-row">
              <RequestItem request={request} />
              <DropdownMenu.Item
                className="menu-item menu-item-action"
                onSelect={() => helpUi.openCloseCall(request.id)}
                aria-label={`Luk kald: ${request.vesselName}`}
              >
                Luk kald
              </DropdownMenu.Item>
            </div>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function RequestItem({ request }: { request: HelpRequest }) {
  return (
    <DropdownMenu.Item className="menu-item" onSelect={() => helpUi.openDetails(request.id)}>
      <span>
        <strong>{request.vesselName}</strong>
        <span className="small muted">
          {' '}
          {HELP_TYPE_LABELS[request.type]} · {STATUS_LABELS[request.status]}
        </span>
      </span>
    </DropdownMenu.Item>
  );
}
