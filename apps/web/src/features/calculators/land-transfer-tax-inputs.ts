import { parsePurchaseInputs, purchaseDefaults, purchaseFields, type PurchaseField } from './purchase-inputs';
import type { RawInputs } from './url-inputs';

/** Query parameters of /land-transfer-tax-calculator: the purchase fields alone. */
export const landTransferTaxFields = purchaseFields;
export const landTransferTaxDefaultPrice = 500_000;
export const landTransferTaxDefaults: RawInputs<PurchaseField> = purchaseDefaults(landTransferTaxDefaultPrice);

export const parseLandTransferTaxInputs = (raw: RawInputs<PurchaseField>, today: string) =>
  parsePurchaseInputs(raw, landTransferTaxDefaultPrice, today);
