/** The kinds of toast the toast area shows (remix-toast's four); flash toasts and action errors use the same. */
export type ToastKind = "success" | "error" | "info" | "warning";

/** A toast as the server renders it (SPEC §8). */
export type ToastView = { type: ToastKind; message: string; description?: string };
