import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { provinceName } from '@maple/shared/provinces';
import { formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/format-number';
import type { PurchaseInputs } from './purchase-inputs';
import { municipalitiesOf } from './purchase-inputs';

const m = landTransferTaxMessages;

/** The purchase inputs as label/value text: printed with the results and shown in the lead dialog. */
export function purchaseSummary(inputs: PurchaseInputs): { label: string; value: string }[] {
  const answers: [boolean, string][] = [
    [inputs.firstTimeBuyer, m.firstTimeBuyer],
    [inputs.newlyBuilt, m.newlyBuilt],
    [inputs.foreignBuyer, m.foreignBuyer],
  ];
  const checked = answers.filter(([yes]) => yes).map(([, label]) => label);
  return [
    { label: m.province, value: provinceName(inputs.province) ?? inputs.province },
    ...(municipalitiesOf(inputs.province).length > 0 ? [{ label: m.municipality, value: m.municipalities[inputs.municipality] }] : []),
    { label: m.price, value: formatMoney(inputs.price) },
    { label: m.closingDate, value: formatDay(inputs.closingDate) },
    ...checked.map((label) => ({ label, value: '✓' })),
  ];
}
