import type { SocialNetwork } from "~/utils/school";
import spriteUrl from "./icons.svg";

/**
 * Inline icons: decorative (aria-hidden), their meaning is in the surrounding text or label. Their
 * shapes are one sprite file (icons.svg, content-hashed and cached for a year) rather than path
 * data in every page's JavaScript (README "JavaScript budgets"); `currentColor` still takes the
 * text colour around each icon.
 */

type IconProps = { className?: string };

/** A symbol of the sprite by its id (a card's icon names one: shared/school-content.ts CARD_ICONS). */
export function Icon({ id, className }: { id: string; className: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  );
}

export function ChevronDown({ className = "h-4 w-4" }: IconProps) {
  return <Icon id="chevron-down" className={className} />;
}

export function MenuIcon({ className = "h-6 w-6" }: IconProps) {
  return <Icon id="menu" className={className} />;
}

export function CloseIcon({ className = "h-5 w-5" }: IconProps) {
  return <Icon id="close" className={className} />;
}

export function PhoneIcon({ className = "h-4 w-4" }: IconProps) {
  return <Icon id="phone" className={className} />;
}

export function ChatIcon({ className = "h-6 w-6" }: IconProps) {
  return <Icon id="chat" className={className} />;
}

export function PinIcon({ className = "h-4 w-4" }: IconProps) {
  return <Icon id="pin" className={className} />;
}

export function ClockIcon({ className = "h-4 w-4" }: IconProps) {
  return <Icon id="clock" className={className} />;
}

export function MailIcon({ className = "h-4 w-4" }: IconProps) {
  return <Icon id="mail" className={className} />;
}

/** A social network's icon (its name is the link's text): the network names its symbol. */
export function SocialIcon({ network, className = "h-5 w-5" }: IconProps & { network: SocialNetwork }) {
  return <Icon id={network} className={className} />;
}
