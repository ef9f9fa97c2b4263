import { describe, expect, it } from "vitest";
import { clockIn, dayIn, momentIn, recordWords, rupeesIn, sizeIn, visitDaysIn } from "~/routes/admissions.status/words.server";

// The status page's values in the page's language (README "Languages"): English exactly as the
// page always wrote them, Hindi with Intl's hi-IN and no Latin "am"/"pm".

describe("the status page's values", () => {
  it("keep English's own formats", () => {
    expect(dayIn("en", "2026-12-02")).toBe("Wednesday, 2 December 2026");
    expect(clockIn("en", "14:30")).toBe("2:30 PM");
    expect(momentIn("en", "2026-11-25T08:35:00Z")).toBe("25 Nov 2026, 14:05 IST");
    expect(rupeesIn("en", 100000)).toBe("₹1,00,000");
    expect(sizeIn("en", 1536 * 1024)).toBe("1.5 MB");
  });

  it("are Hindi's in Hindi, rupees with India's grouping", () => {
    expect(dayIn("hi", "2026-12-02")).toBe("बुधवार, 2 दिसंबर 2026");
    expect(clockIn("hi", "9:05")).toBe("09:05");
    expect(momentIn("hi", "2026-11-25T08:35:00Z")).not.toMatch(/[A-Za-z]/);
    expect(rupeesIn("hi", 100000)).toBe("₹1,00,000");
    expect(sizeIn("hi", 1536 * 1024)).toBe("1.5 एमबी");
    expect(sizeIn("hi", 300)).toBe("1 केबी");
  });

  it("word the move form's times in the page's language", () => {
    const days = [
      {
        date: "2026-12-02",
        day: "Wednesday, 2 December 2026",
        times: [{ value: "1@2026-12-02", time: "2:30 PM", lengthMinutes: 30, placesLeft: 2 }],
      },
    ];
    expect(visitDaysIn("en", days)).toBe(days);
    expect(visitDaysIn("hi", days)[0]).toMatchObject({ day: "बुधवार, 2 दिसंबर 2026", times: [{ value: "1@2026-12-02", time: "14:30" }] });
  });

  it("give a record its heading and stage, and an application its class and deadline", () => {
    const offered = {
      kind: "enrollment" as const,
      reference: "ABC-7K3Q9",
      status: "offered" as const,
      application: {
        className: "Nursery",
        offer: { deadline: "2026-12-10", deadlineShort: "10 Dec", status: "open" as const, overSeats: false },
        waitlistPosition: null,
        seats: null,
      },
    };
    expect(recordWords("en", offered)).toMatchObject({
      title: "Status of ABC-7K3Q9",
      stage: { label: "Seat offered" },
      application: { offerTitle: "Offer: Nursery — accept by 10 Dec" },
    });
    expect(recordWords("hi", offered)).toMatchObject({
      title: "ABC-7K3Q9 की स्थिति",
      stage: { label: "सीट का प्रवेश प्रस्ताव" },
      application: { offerTitle: "प्रवेश प्रस्ताव: Nursery — 10 दिस॰ तक स्वीकार करें" },
    });
    expect(recordWords("en-XA", offered).application?.className).toBe("[Ñûŕšéŕý]");
  });
});
