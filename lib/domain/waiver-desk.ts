import { pathBox } from './svg-path';
/*
 * The back office's waiver desk: the rules of a waiver's staff name and of a new version of its text
 * (title and body, one language), the same in the browser's form and on the server, and the range of a
 * park's retention of signed waivers. Pure.
 */

export const WAIVER_NAME_MAX = 80;
export const WAIVER_TITLE_MAX = 200;
export const WAIVER_BODY_MAX = 20_000;

/** A park keeps its signed waivers this many whole years (parks.waiver_retention_years). */
export const WAIVER_RETENTION_MIN = 1;
export const WAIVER_RETENTION_MAX = 30;
export const DEFAULT_WAIVER_RETENTION_YEARS = 7;

/**
 * Why the desk changed nothing: a key of locales/<lng>/admin.json, waivers.problems.<code>. Only the
 * server knows `nameTaken` (another waiver of the park has the name) and `stale` (another version was
 * written since the form was opened); the rest the forms check too.
 */
export const WAIVER_PROBLEMS = ['nameRequired', 'nameTooLong', 'nameTaken', 'titleRequired', 'titleTooLong', 'bodyRequired', 'bodyTooLong', 'stale'] as const;
export type WaiverProblem = (typeof WAIVER_PROBLEMS)[number];

/** A waiver's staff name as stored (trimmed), or why it is refused. */
export function waiverNameProblem(name: string): WaiverProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length > WAIVER_NAME_MAX) return 'nameTooLong';
  return null;
}

/** The problems of a new text version (title, body), in the form's order; empty: it may be saved. */
export function waiverTextProblems(text: { title: string; body: string }): WaiverProblem[] {
  const problems: WaiverProblem[] = [];
  const title = text.title.trim();
  const body = text.body.trim();
  if (!title) problems.push('titleRequired');
  else if (title.length > WAIVER_TITLE_MAX) problems.push('titleTooLong');
  if (!body) problems.push('bodyRequired');
  else if (body.length > WAIVER_BODY_MAX) problems.push('bodyTooLong');
  return problems;
}

/**
 * A text as it is stored and compared: title trimmed; body trimmed, its line ends made \n (a browser's
 * textarea sends \r\n). Saving the text the latest version already has writes no new version.
 */
export const normalisedWaiverText = (text: { title: string; body: string }) => ({ title: text.title.trim(), body: text.body.replace(/\r\n?/g, '\n').trim() });

/** Whether `years` is a retention a park may choose (whole years, 1–30). */
export const isWaiverRetention = (years: number): boolean => Number.isInteger(years) && years >= WAIVER_RETENTION_MIN && years <= WAIVER_RETENTION_MAX;


/**
 * The box a drawn signature's path data covers (pathBox, lib/domain/svg-path.ts), padded by `pad`, for the
 * viewBox that shows it whole whatever the size of the pad it was drawn on. Null for data that is not a path.
 */
export function drawingBox(path: string, pad = 4): { x: number; y: number; width: number; height: number } | null {
  const box = pathBox(path);
  return box && { x: box.minX - pad, y: box.minY - pad, width: box.maxX - box.minX + 2 * pad, height: box.maxY - box.minY + 2 * pad };
}
