import { ERROR_MESSAGES, type ErrorCode } from '@havhjaelp/common/errors';

/** An error the API answers with a stable code and a Danish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string = ERROR_MESSAGES[code as ErrorCode] ?? ERROR_MESSAGES.INTERNAL,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
