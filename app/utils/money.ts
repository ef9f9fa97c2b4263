// Whole rupees as an Indian reader expects them (SPEC §3 fee list): one formatter for the site and
// the provider (shared/rupees.ts), so a fee reads the same on a page and in a receipt.
export { formatRupees } from "../../shared/rupees";
