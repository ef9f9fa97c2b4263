import PQueue from "p-queue";
import { HttpError } from "../http.js";

// Decoding and resizing a 12-megapixel photo takes about a second of one core and tens of MB;
// a dozen at once made every one of them wait half a minute and doubled the process's memory
// (README "Uploads": the bound). So each provider instance decodes at most `concurrency` photos at
// a time; at most `waiting` more wait their turn, each holding its bytes (up to 10 MB), and each
// for at most `waitMs`. A photo beyond that is refused at once with a message to try again, and
// nothing of it is stored.

export const BUSY_MESSAGE = "Too many photos are being processed just now; please try again in a minute";
/** The message says "in a minute"; Retry-After says the same to a program. */
const RETRY_AFTER_SECONDS = 60;

export interface UploadQueueSettings {
  /** Photos decoded and resized at the same time (UPLOAD_CONCURRENCY). */
  concurrency: number;
  /** Photos that may wait for a turn beyond those (UPLOAD_QUEUE_MAX). */
  waiting: number;
  /** How long one photo may wait for its turn (UPLOAD_QUEUE_WAIT_MS). */
  waitMs: number;
}

/** The defaults of api/env.ts and app/utils/env.server.ts; README "Configuration". */
export const DEFAULT_UPLOAD_QUEUE: UploadQueueSettings = { concurrency: 2, waiting: 10, waitMs: 10_000 };

export interface UploadQueue {
  /**
   * Takes a place (or refuses at once, 503, when every place is taken), then reads the photo with
   * `read` — so no bytes are read for a photo that has no place — waits for a turn, and runs `work`
   * on the bytes. Waiting longer than `waitMs` is the same 503; so is `gone` aborting while the
   * photo waits (its sender stopped waiting: its turn goes to the next). `work`'s own errors pass
   * through.
   */
  process<T>(read: () => Promise<Buffer>, work: (bytes: Buffer) => Promise<T>, gone?: AbortSignal): Promise<T>;
  /** Photos waiting for a turn now (reading their bytes or queued), for tests, logs and metrics. */
  readonly waiting: number;
  /** Photos being processed now (README "Metrics"). */
  readonly processing: number;
}

const busy = () =>
  new HttpError(503, BUSY_MESSAGE, "image", { image: [BUSY_MESSAGE] }, { "Retry-After": String(RETRY_AFTER_SECONDS) });

export function createUploadQueue(settings: UploadQueueSettings): UploadQueue {
  const queue = new PQueue({ concurrency: settings.concurrency });
  // Every photo between its place being taken and its work ending: reading, queued or running.
  let admitted = 0;
  return {
    get waiting() {
      return Math.max(0, admitted - queue.pending);
    },
    get processing() {
      return queue.pending;
    },
    async process(read, work, gone) {
      if (admitted >= settings.concurrency + settings.waiting) throw busy();
      admitted += 1;
      try {
        const bytes = await read();
        // The deadline covers the wait only: p-queue drops a queued task whose signal aborts, and
        // the timer is cleared as the task starts, so a photo being processed is never cut off
        // (its work would go on holding a core after its answer).
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(), settings.waitMs);
        const stopWaiting = () => deadline.abort();
        gone?.addEventListener("abort", stopWaiting, { once: true });
        if (gone?.aborted) stopWaiting();
        const stopListening = () => {
          clearTimeout(timer);
          gone?.removeEventListener("abort", stopWaiting);
        };
        try {
          return await queue.add(
            () => {
              stopListening();
              return work(bytes);
            },
            { signal: deadline.signal },
          );
        } catch (error) {
          if (deadline.signal.aborted && error === deadline.signal.reason) throw busy();
          throw error;
        } finally {
          stopListening();
        }
      } finally {
        admitted -= 1;
      }
    },
  };
}
