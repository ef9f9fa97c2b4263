/**
 * SPEC §8 leaves the generic error wording open; this one sentence is used everywhere a server
 * message is missing (failed lists, timeouts, network errors, unexpected responses).
 */
export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again later.";
