import { closingCosts } from '@maple/shared/mortgage/closing-costs';
import { landTransferTax } from '@maple/shared/mortgage/land-transfer-tax';
import { toCents } from '@maple/shared/mortgage/money';
import type { ClosingCostsLead, LandTransferTaxLead } from '@maple/shared/schemas/leads';

/**
 * What a land transfer tax or closing costs lead stores: the inputs as sent and the figures worked
 * out here from them (ARCHITECTURE §7: whatever the browser computed is never read). Amounts in
 * the stored calculations are cents, as the math gives them.
 */
export function landTransferTaxLeadMetadata(input: LandTransferTaxLead) {
  const { province, municipality, price, firstTimeBuyer, newlyBuilt, foreignBuyer, closingDate } = input;
  const tax = landTransferTax({ province, municipality, priceCents: toCents(price), firstTimeBuyer, newlyBuilt, foreignBuyer, on: closingDate });
  return {
    calculator: 'land_transfer_tax',
    inputs: { province, municipality, price, firstTimeBuyer, newlyBuilt, foreignBuyer, closingDate },
    calculations: {
      lines: tax.lines.map((l) => ({ id: l.id, amountCents: l.amountCents })),
      reliefs: tax.reliefs.map((r) => ({ id: r.id, amountCents: r.amountCents })),
      totalCents: tax.totalCents,
      confirmed: tax.confirmed,
    },
  };
}

export function closingCostsLeadMetadata(input: ClosingCostsLead) {
  const { province, municipality, price, downPayment, amortization, firstTimeBuyer, newlyBuilt, foreignBuyer, closingDate } = input;
  const { legalFees, titleInsurance, inspection, appraisal, adjustments } = input;
  const result = closingCosts({
    province,
    municipality,
    priceCents: toCents(price),
    downPaymentCents: toCents(downPayment),
    amortizationYears: amortization,
    firstTimeBuyer,
    newBuild: newlyBuilt,
    foreignBuyer,
    closingDate,
    costs: {
      legalFees: toCents(legalFees),
      titleInsurance: toCents(titleInsurance),
      inspection: toCents(inspection),
      appraisal: toCents(appraisal),
      adjustments: toCents(adjustments),
    },
  });
  return {
    calculator: 'closing_costs',
    inputs: { province, municipality, price, downPayment, amortization, firstTimeBuyer, newlyBuilt, foreignBuyer, closingDate, legalFees, titleInsurance, inspection, appraisal, adjustments },
    calculations: {
      items: result.items,
      premiumCents: result.premium.premiumCents,
      closingCostsCents: result.closingCostsCents,
      cashToCloseCents: result.cashToCloseCents,
    },
  };
}
