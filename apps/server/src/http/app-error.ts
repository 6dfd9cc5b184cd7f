import type { ApiErrorEntry } from '@havhjaelp/common/errors';

/**
 * An error the API answers with a code from one of the closed error tables in common, and its
 * Danish message (or, where the screen says more, a more precise one).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(entry: ApiErrorEntry, message: string = entry.message) {
    super(message);
    this.name = 'AppError';
    this.statusCode = entry.status;
    this.code = entry.code;
  }
}
