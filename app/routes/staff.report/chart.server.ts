import { SEASON_MEASURES, type SeasonMeasure } from "../../../shared/season-report";
import { MEASURE_LABELS, REPORT_TEXT } from "./copy";

/**
 * The season's bar chart, worked out on the server (README "Admissions": "The season at a
 * glance"): the page draws these rectangles as an inline SVG, so no charting code reaches the
 * browser. One bar per stage, its classes stacked in their colours (enquiries, which name no class,
 * in grey), its total at its end. The SVG is hidden from screen readers: the table beside it is its
 * text alternative.
 */

/** Each class's colour, in turn: at least 3:1 against white (WCAG 1.4.11) and apart from each other. */
const COLOURS = ["#0369a1", "#b45309", "#047857", "#7c3aed", "#be123c", "#4d7c0f", "#a21caf", "#0f766e"];
const ENQUIRY_COLOUR = "#64748b";

const WIDTH = 720;
const LABEL_WIDTH = 170;
const BAR_START = LABEL_WIDTH + 10;
/** Room after the longest bar for its number. */
const BAR_SPACE = WIDTH - BAR_START - 60;
const ROW = 32;
const BAR = 20;

type Counts = Record<SeasonMeasure, number | null>;

type SeasonChart = {
  width: number;
  height: number;
  /** A bar's thickness. */
  bar: number;
  /** Where the stages' names end (they are right-aligned). */
  labelEnd: number;
  rows: Array<{
    label: string;
    /** The row's middle line. */
    y: number;
    total: number;
    totalX: number;
    segments: Array<{ x: number; width: number; colour: string }>;
  }>;
  legend: Array<{ name: string; colour: string }>;
};

export function seasonChart(classes: Array<{ name: string; counts: Counts }>, total: Counts): SeasonChart {
  const largest = Math.max(1, ...SEASON_MEASURES.map((measure) => total[measure] ?? 0));
  // Tenths of a pixel are as fine as a screen shows; fewer digits in the page.
  const scale = (value: number) => Math.round((value / largest) * BAR_SPACE * 10) / 10;
  const rows = SEASON_MEASURES.map((measure, index) => {
    const parts =
      measure === "enquiries"
        ? [{ value: total.enquiries ?? 0, colour: ENQUIRY_COLOUR }]
        : classes.map((row, at) => ({ value: row.counts[measure] ?? 0, colour: COLOURS[at % COLOURS.length] ?? ENQUIRY_COLOUR }));
    let x = BAR_START;
    const segments = parts
      .filter((part) => part.value > 0)
      .map((part) => {
        const segment = { x, width: scale(part.value), colour: part.colour };
        x = Math.round((x + segment.width) * 10) / 10;
        return segment;
      });
    const sum = total[measure] ?? 0;
    return { label: MEASURE_LABELS[measure], y: ROW * index + ROW / 2, total: sum, totalX: x + 6, segments };
  });
  return {
    width: WIDTH,
    height: ROW * SEASON_MEASURES.length,
    bar: BAR,
    labelEnd: LABEL_WIDTH,
    rows,
    legend: [
      ...classes.map((row, at) => ({ name: row.name, colour: COLOURS[at % COLOURS.length] ?? ENQUIRY_COLOUR })),
      { name: REPORT_TEXT.enquiriesNoClass, colour: ENQUIRY_COLOUR },
    ],
  };
}
