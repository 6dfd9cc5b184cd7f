import type { LatLng } from '@havhjaelp/common/geo';
import { HELP_TYPE_LABELS, PRIORITY_BADGES, type HelpRequest } from '@havhjaelp/common/help';
import { formatDistanceAndBearing } from '@havhjaelp/common/nautical-format';
import { relativeTimeDa } from '@havhjaelp/common/relative-time';

export interface PopupContext {
  loggedIn: boolean;
  myPosition: LatLng | null;
  onDetails: (id: string) => void;
  /** Asks a visitor to log in; `popup` is this popup's content, to be kept in view. */
  onLogin: (popup: HTMLElement) => void;
}

function line(parent: HTMLElement, tag: string, text: string, className?: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  parent.append(element);
  return element;
}

/**
 * A marker's popup, built when it opens so time and distance are current. Built from text nodes
 * only: names and descriptions are other people's words and never become markup.
 */
export function helpPopup(request: HelpRequest, context: PopupContext): HTMLElement {
  const root = document.createElement('div');
  root.className = 'help-popup';
  line(root, 'strong', `${PRIORITY_BADGES[request.priority]} · ${request.vesselName}`);
  line(root, 'div', `${HELP_TYPE_LABELS[request.type]} · ${request.userName}`);
  if (request.description) line(root, 'p', request.description, 'pre-wrap');
  const facts = [relativeTimeDa(request.timestamp, new Date())];
  if (context.myPosition) {
    facts.push(`${formatDistanceAndBearing(context.myPosition, request.position)} fra dig`);
  }
  line(root, 'div', facts.join(' · '), 'small muted');
  const button = line(
    root,
    'button',
    context.loggedIn ? 'Se detaljer' : 'Log ind for at se detaljer',
    'button button-small button-primary',
  ) as HTMLButtonElement;
  button.type = 'button';
  button.addEventListener('click', () =>
    context.loggedIn ? context.onDetails(request.id) : context.onLogin(root),
  );
  return root;
}
