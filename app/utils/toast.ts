/** The kinds of toast the toast area shows (remix-toast's four); flash toasts and action errors use the same. */
export type ToastKind = "success" | "error" | "info" | "warning";

/** A toast as the server renders it (SPEC §8). */
export type ToastView = { type: ToastKind; message: string; description?: string };

/**
 * A form's one-time confirmation after Post/Redirect/Get, read from the flash cookie with the toast
 * (never from the URL, so a link or a refresh cannot show it): the enquiry's and testimonial's
 * 'Saved' dialog (SPEC §8), and an enrollment's or enquiry's reference (README "Staff console").
 */
export type Confirmation = {
  id: string;
  form: "enquiry" | "testimonial" | "enrollment" | "visit";
  reference?: string;
  visit?: BookedVisit;
  /**
   * A 'Saved' dialog's text in the page's language (README "Languages"): it travels with the
   * confirmation, so the page's own HTML never holds it until something was sent.
   */
  text?: string;
};

/**
 * A booked visit's confirmation (README "Visits"): when and where, and the mobile number given, so
 * that its "Add to calendar" form can ask for the .ics with the reference (never in a URL).
 */
export type BookedVisit = {
  date: string;
  startTime: string;
  lengthMinutes: number;
  address: string;
  mobile: string;
  /** The date and the time with its length in the booking page's language, as its action wrote them (README "Languages"). */
  day?: string;
  time?: string;
};
