import { PRIORITY_BADGES, type Priority } from '@havhjaelp/common/help';

export function PriorityBadge({ priority }: { priority: Priority }) {
  return <span className={`priority-badge priority-${priority}`}>{PRIORITY_BADGES[priority]}</span>;
}
