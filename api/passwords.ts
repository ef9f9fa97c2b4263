import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod";
import { visibleLength } from "./fields.js";

// What a new password must be (register). Length alone let `password`, `12345678` and eight
// spaces through. zxcvbn-ts estimates how many guesses a password takes against its lists of
// common passwords, keyboard patterns, repeats, sequences and dates, and against what the person
// typed in the same form; score 3 means at least 10^8 guesses, past what an attacker tries online
// against the login throttle and costly offline against scrypt.
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
const MIN_SCORE = 3;

export const TOO_EASY_TO_GUESS =
  "Password is too easy to guess. Use a longer passphrase — three or four unrelated words work well — and avoid common passwords, names and dates.";

export const newPassword = z
  .string({ required_error: "Password is required", invalid_type_error: "Password must be text" })
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password must be at most 200 characters")
  .refine((value) => visibleLength(value) >= 8, "Password must have at least 8 characters besides spaces");

/** Whether `password` falls to a guessing attack, given what else the person typed (name, e-mail). */
export function isGuessable(password: string, personal: string[]): boolean {
  return estimator.check(password, personal).score < MIN_SCORE;
}
