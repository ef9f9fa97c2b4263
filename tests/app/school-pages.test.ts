import { describe, expect, it } from "vitest";
import { MAIN_MENU, PROGRAM_PATHS } from "~/content/navigation";
import { chosenColour, resolveColourPickers } from "~/routes/staff.profile/colours";
import { schoolFacts } from "~/services/school.server";
import { schoolJsonLd } from "~/utils/json-ld";
import { mapEmbedUrl, mapLinkUrl } from "~/utils/map";
import { menuPaths, menuWithout } from "~/utils/menu";
import { profileSchema } from "~/utils/staff-schemas";

// The school's own pages (README "Staff console": "Pages"): the menu without the programs a school
// does not offer, its social links and map pin as the pages draw them, and the profile's colour
// picker beside the hex field without JavaScript.

const client = {
  clientName: "Lotus Montessori",
  fullLogoUrl: "",
  aboutUs: "",
  contactPhone1: "9822041563",
  contactPhone2: "",
  whatsAppNumber1: "",
  contactEmail1: "office@lotus.example.org",
  contactEmail2: "",
  addressLine1: "Plot 7, Lotus Lane",
  addressLine2: "",
  city: "Pune",
  state: "Maharashtra",
  pinCode: "411045",
};

describe("programs a school does not offer leave the menu", () => {
  it("drops the program's link, and a group left empty", () => {
    const all = menuPaths(MAIN_MENU);
    expect(all).toContain(PROGRAM_PATHS.summerCamps);
    const without = menuPaths(menuWithout(MAIN_MENU, [PROGRAM_PATHS.summerCamps]));
    expect(without).toEqual(all.filter((path) => path !== PROGRAM_PATHS.summerCamps));

    // Both preschool programs off: the "Preschool Programs" subgroup goes; all five off: "Programs" goes.
    const preschool = menuWithout(MAIN_MENU, [PROGRAM_PATHS.earlyChildhoodDevelopment, PROGRAM_PATHS.interactiveLearning]);
    const programs = preschool.find((entry) => entry.label === "Programs");
    expect(programs && "items" in programs ? programs.items.map((item) => item.label) : []).toEqual([
      "Daycare Services",
      "Summer Camps",
      "After-School Activities",
    ]);
    const none = menuWithout(MAIN_MENU, Object.values(PROGRAM_PATHS));
    expect(none.map((entry) => entry.label)).toEqual(["Home", "About Us", "Admissions", "Gallery", "Contact Us"]);
  });
});

describe("social links and the map pin", () => {
  it("shows only the links a school set, and never one off its network", () => {
    expect(schoolFacts(client).social).toEqual([]);
    const facts = schoolFacts({
      ...client,
      facebookUrl: "https://www.facebook.com/lotusmontessori",
      instagramUrl: "",
      youtubeUrl: "https://www.youtube.com.evil.example/x",
      xUrl: "javascript:alert(1)",
      linkedinUrl: "https://www.linkedin.com/company/lotus",
      whatsappChannelUrl: "https://whatsapp.com/channel/0029Va",
    });
    expect(facts.social).toEqual([
      { network: "facebook", label: "Facebook", href: "https://www.facebook.com/lotusmontessori" },
      { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/lotus" },
      { network: "whatsapp", label: "WhatsApp channel", href: "https://whatsapp.com/channel/0029Va" },
    ]);
    expect(schoolJsonLd(facts, null).sameAs).toEqual(facts.social.map((link) => link.href));
  });

  it("centres the map on the pin at zoom 15, else on the address", () => {
    const lines = ["Plot 7, Lotus Lane", "Pune, Maharashtra 411045"];
    const pinned = schoolFacts({ ...client, mapLatitude: 18.5679, mapLongitude: 73.9143 });
    expect(pinned.mapPin).toEqual({ latitude: 18.5679, longitude: 73.9143 });
    const embed = new URL(mapEmbedUrl(lines, pinned.mapPin));
    expect(embed.searchParams.get("q")).toBe("18.5679,73.9143");
    expect(embed.searchParams.get("z")).toBe("15");
    expect(new URL(mapLinkUrl(lines, pinned.mapPin)).searchParams.get("query")).toBe("18.5679,73.9143");
    expect(schoolFacts({ ...client, mapLatitude: null, mapLongitude: null }).mapPin).toBeNull();
    expect(new URL(mapEmbedUrl(lines, null)).searchParams.get("q")).toBe("Plot 7, Lotus Lane, Pune, Maharashtra 411045");
  });

  it("the profile form checks a link's network and the pin's range as the provider does", () => {
    const base = {
      clientName: "Lotus Montessori",
      brandColor: "#7c2d12",
      accentColor: "#fde047",
      contactPhone1: "9822041563",
      contactEmail1: "office@lotus.example.org",
      addressLine1: "Plot 7",
      city: "Pune",
      state: "Maharashtra",
      pinCode: "411045",
    };
    const issues = (extra: Record<string, string>) =>
      profileSchema.safeParse({ ...base, ...extra }).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
    expect(issues({ facebookUrl: "https://www.facebook.com/lotus", mapLatitude: "18.5", mapLongitude: "-73.9" })).toEqual([]);
    expect(issues({ instagramUrl: "https://www.facebook.com/lotus" })).toEqual([
      ["instagramUrl", "Instagram link must be an https:// address on instagram.com"],
    ]);
    expect(issues({ mapLatitude: "91", mapLongitude: "east" })).toEqual([
      ["mapLatitude", "Latitude must be a number from -90 to 90"],
      ["mapLongitude", "Longitude must be a number from -180 to 180"],
    ]);
  });
});

describe("a colour picker beside the hex field, without JavaScript", () => {
  it("saves what was changed; the typed text when both were", () => {
    // Nothing touched: the text.
    expect(chosenColour({ text: "#c2410c", picker: "#c2410c", shown: "#c2410c" })).toBe("#c2410c");
    // Only the picker moved: the picker.
    expect(chosenColour({ text: "#c2410c", picker: "#1D4ED8", shown: "#c2410c" })).toBe("#1d4ed8");
    // Only the text typed: the text, whatever the picker still says.
    expect(chosenColour({ text: "#7c2d12", picker: "#c2410c", shown: "#c2410c" })).toBe("#7c2d12");
    // Both changed: the typed text.
    expect(chosenColour({ text: "#7c2d12", picker: "#1d4ed8", shown: "#c2410c" })).toBe("#7c2d12");
    // A refused text ("orange") shows the picker at black: moving it fixes the colour.
    expect(chosenColour({ text: "orange", picker: "#1d4ed8", shown: "orange" })).toBe("#1d4ed8");
    expect(chosenColour({ text: "orange", picker: "#000000", shown: "orange" })).toBe("orange");
    // A form without the picker (another client): the text.
    expect(chosenColour({ text: "#7c2d12", picker: null, shown: null })).toBe("#7c2d12");
  });

  it("resolves the form's fields in place, leaving no picker field behind", () => {
    const form = new FormData();
    form.set("brandColor", "#c2410c");
    form.set("brandColorPicker", "#1d4ed8");
    form.set("brandColorShown", "#c2410c");
    form.set("accentColor", "#fde047");
    resolveColourPickers(form, ["brandColor", "accentColor"]);
    expect([...form.entries()]).toEqual([
      ["brandColor", "#1d4ed8"],
      ["accentColor", "#fde047"],
    ]);
  });
});
