import {
  CloudSun,
  MapIcon,
  MessageCircle,
  MessagesSquare,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons of the categories (their `icon`, a lucide name in kebab-case), the migration's four;
 * only these are bundled, and a name the web does not know yet gets the speech bubble.
 */
const ICONS: Record<string, LucideIcon> = {
  'cloud-sun': CloudSun,
  map: MapIcon,
  'messages-square': MessagesSquare,
  wrench: Wrench,
};

/** A category's icon in its colour; decorative, the name beside it says what it is. */
export function CategoryIcon({ icon, color }: { icon: string; color: string }) {
  const Icon = ICONS[icon] ?? MessageCircle;
  return (
    <span className="forum-category-icon" style={{ background: color }} aria-hidden="true">
      <Icon size={22} strokeWidth={2} />
    </span>
  );
}
