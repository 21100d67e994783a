// The transfer link's QR code as an image address. Only a player who makes a link needs the
// QR library, so it is fetched then, not with the profile.
export async function qrImage(text: string): Promise<string> {
  const [{ generate }, { toSvgDataURL }] = await Promise.all([import('lean-qr'), import('lean-qr/extras/svg')]);
  return toSvgDataURL(generate(text), { on: 'black', off: 'white', padX: 2, padY: 2 });
}
