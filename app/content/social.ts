import type { SocialLinkField } from "../../shared/profile";
import type { SocialNetwork } from "~/utils/school";

/**
 * The school's social links (README "Staff console"), each network's name as a parent reads it, in
 * the order they are shown. SPEC §2's footer had three placeholder links; a school shows only the
 * links it set, and none at all (no icons) when it set none.
 */
export const SOCIAL_NETWORKS: Record<SocialLinkField, { network: SocialNetwork; label: string }> = {
  facebookUrl: { network: "facebook", label: "Facebook" },
  instagramUrl: { network: "instagram", label: "Instagram" },
  youtubeUrl: { network: "you-tube", label: "YouTube" },
  xUrl: { network: "x", label: "X" },
  linkedinUrl: { network: "linkedin", label: "LinkedIn" },
  whatsappChannelUrl: { network: "whatsapp", label: "WhatsApp channel" },
};
