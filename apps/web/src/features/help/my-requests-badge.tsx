import { HELP_TYPE_LABELS, STATUS_LABELS, type HelpRequest } from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useSessionUser } from '../../lib/session';
import { helpUi } from './help-ui';
import { useMyRequests } from './use-my-requests';

/**
 * The header's count of requests I help with (incoming) and my own open requests (outgoing),
 * with a dropdown to open each, and to close my own (SPEC.md section 2). A dot counts my calls
 * with offers waiting for me to choose a helper.
 */
export default function MyRequestsBadge() {
  const { incoming, outgoing } = useMyRequests(LIMITS.headerRefreshMs);
  if (useSessionUser() === null) return null;
  const withOffers = outgoing.filter((request) => request.status === 'offered').length;
  return (
    // Not modal, like the other header menus: a modal menu hides the page with aria-hidden while
    // its links stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="button my-requests-badge"
        aria-label={`Mine kald: ${incoming.length} jeg hjælper med, ${outgoing.length} egne aktive${withOffers > 0 ? `, ${withOffers} med tilbud` : ''}`}
      >
        <span data-testid="incoming-count" title="Kald jeg hjælper med">
          ⬇ {incoming.length}
        </span>
        <span data-testid="outgoing-count" title="Mine aktive kald">
          ⬆ {outgoing.length}
        </span>
        {withOffers > 0 && (
          <span
            className="count-badge"
            data-testid="offers-count"
            title="Tilbud venter på dit svar"
          >
            {withOffers}
          </span>
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
