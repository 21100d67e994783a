// Why the room closed a socket for good, as WebSocket close codes (4000-4999 are the
// application's own). A page that sees one of these stops reconnecting and says why.

/** There is no table with this id (it never existed or has expired and been forgotten). */
export const NO_SUCH_TABLE_CLOSE_CODE = 4404;
/** The table expired while the socket was open (see party/time/expiry.ts). */
export const EXPIRED_CLOSE_CODE = 4410;
/** The table has as many spectators as it lets in (see party/limits/limits.ts). */
export const TOO_MANY_SPECTATORS_CLOSE_CODE = 4429;
