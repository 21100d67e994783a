// A transfer link's secret as the address carries it: 96 bytes (./transfer-key.ts) in base64url.
// Apart from the key code, so the routes (read by the Worker too) stay free of browser APIs.
export const TRANSFER_SECRET_SHAPE = /^[A-Za-z0-9_-]{128}$/;
