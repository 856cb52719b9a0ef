import { createCipheriv, createHmac } from 'node:crypto';

/**
 * The Redsys signature (HMAC_SHA256_V1): the merchant key (base64, 24 bytes) encrypts the order number with
 * 3DES-CBC (zero IV, zero padding to 8 bytes) into a key for that order; the base64 JSON of the parameters is
 * signed with HMAC-SHA256 under it, and the result sent in base64.
 */
export function redsysOrderKey(merchantKey: Buffer, order: string): Buffer {
  const padded = Buffer.alloc(Math.ceil(Buffer.byteLength(order) / 8) * 8);
  padded.write(order);
  const cipher = createCipheriv('des-ede3-cbc', merchantKey, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

export function redsysSign(merchantKeyBase64: string, params: Record<string, string>) {
  const merchantKey = Buffer.from(merchantKeyBase64, 'base64');
  const merchantParameters = Buffer.from(JSON.stringify(params)).toString('base64');
  const order = params.DS_MERCHANT_ORDER ?? '';
  const signature = createHmac('sha256', redsysOrderKey(merchantKey, order))
    .update(merchantParameters)
    .digest('base64');
  return {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: signature,
  };
}

/** A Redsys merchant key: base64 of 24 bytes (a 3DES key). */
export function isRedsysKey(key: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(key) && Buffer.from(key, 'base64').length === 24;
}
