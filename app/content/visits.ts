/** The invitation to book a visit after applying or writing, and on How to Apply (README "Visits"). */
export const VISIT_INVITE = { before: "Would you like to see the school?", link: "Book a visit", after: "and meet our teachers." };

/** Words a parent reads about a visit on both of its pages, /admissions/visit and the status page (README "Visits"). */
export const VISIT_TEXT = {
  full: "Full",
  placesLeft: (places: number) => (places === 1 ? "1 place left" : `${places} places left`),
  minutes: (minutes: number) => `${minutes} minutes`,
  timeWithLength: (time: string, minutes: number) => `${time}, for ${minutes} minutes`,
  when: "Date",
  time: "Time",
  where: "Address",
  calendar: "Add to calendar",
  calendarHint: "Downloads the visit as a calendar file (.ics) for your phone or computer.",
};
