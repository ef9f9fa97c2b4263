import { once as onceEvent } from "node:events";
import type { Response } from "express";
import type { Log } from "../http.js";

// The staff console's CSV downloads (README "Staff console"): the inbox and the newsletter list.

type Cell = string | number | null;

/** A column: its title and how a row fills it. */
export type CsvColumn<R> = [string, (row: R) => Cell];

/**
 * One CSV cell, always quoted. A cell a spreadsheet would read as a formula (= + - @, or a tab or
 * carriage return before one) gets a leading apostrophe: OWASP's advice against CSV injection, as
 * parents type these values.
 */
function csvCell(value: Cell): string {
  let cell = value === null ? "" : String(value);
  // A number is never a formula: a report's -2 seats left stays a number.
  if (typeof value !== "number" && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return `"${cell.replace(/"/g, '""')}"`;
}

const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** An ISO time as "YYYY-MM-DD HH:MM:SS" (UTC), as a spreadsheet reads it. */
export const csvTime = (iso: string) => iso.replace("T", " ").replace(/\.\d+Z$|Z$/, "");

/** Rows asked of the database at a time. */
export const EXPORT_CHUNK = 500;

async function write(res: Response, chunk: string) {
  if (!res.write(chunk)) await onceEvent(res, "drain");
}

/**
 * Streams a CSV download named `<name>-<day>.csv`: the header, then `nextRows(last row sent)` until
 * it gives fewer than EXPORT_CHUNK rows (or the browser goes away).
 */
export async function sendCsv<R>(
  res: Response,
  log: Log,
  options: { name: string; columns: CsvColumn<R>[]; nextRows: (after: R | undefined) => Promise<R[]> },
): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  res.status(200);
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${options.name}-${day}.csv"`,
  });
  let closed = false;
  res.once("close", () => {
    closed = true;
  });
  try {
    // The byte-order mark makes Excel read the file as UTF-8 (Hindi and Marathi names).
    await write(res, `\uFEFF${csvLine(options.columns.map(([title]) => title))}`);
    let after: R | undefined;
    while (!closed) {
      const rows = await options.nextRows(after);
      if (rows.length > 0) await write(res, rows.map((row) => csvLine(options.columns.map(([, cell]) => cell(row)))).join(""));
      after = rows.at(-1);
      if (!after || rows.length < EXPORT_CHUNK) break;
    }
    res.end();
  } catch (error) {
    // Headers are gone: abort the download rather than end it, so a cut-off file is not taken
    // for a complete one.
    log({ level: "error", msg: "csv export failed", error: error instanceof Error ? error.message : String(error) });
    res.destroy();
  }
}
