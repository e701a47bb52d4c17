import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { applicationLimits } from '@maple/shared/schemas/application/fields';
import { assetKinds } from '@maple/shared/schemas/application/assets';
import { downPaymentSources, downPaymentTotal } from '@maple/shared/schemas/application/down-payment';
import { liabilityKinds } from '@maple/shared/schemas/application/liabilities';
import { mortgageTermOptions, mortgageTypes } from '@maple/shared/schemas/application/mortgage';
import { otherIncomeKinds } from '@maple/shared/schemas/application/other-income';
import { occupancies, propertyPurposes, propertyTypes } from '@maple/shared/schemas/application/property';
import { termLabel } from '@maple/shared/terms';
import { formatMoney } from '@/lib/format-number';
import {
  asksCondoFees,
  blankAsset,
  blankIncome,
  blankLiability,
  blankSource,
  parseAmount,
  parseWhole,
  type AssetDraft,
  type LiabilityDraft,
  type OtherIncomeDraft,
  type Person,
  type SourceDraft,
} from '../application-draft';
import { AddButton, choices, EntryFieldset, GroupMessage, StepInput, StepSelect, StepYesNo, useStepForm, useStepList } from './application-inputs';
import { AddressInputs } from './people-step-fields';

// The steps about money and the home (issue 39 §3): other income, assets, debts, the property, the
// down payment and the mortgage asked for.

/** A description: required for an entry of kind "other", optional for the rest. */
const describe = (label: string, kind: string) => (kind === 'other' ? label : m.optional(label));

/** A list the borrower may leave empty says so, rather than showing nothing. */
const NoneListed = ({ count }: { count: number }) => (count === 0 ? <p className="text-sm text-muted-foreground">{m.noneListed}</p> : null);

export function OtherIncomeFields({ people }: { people: readonly Person[] }) {
  const list = useStepList<OtherIncomeDraft>('incomes');
  const f = t.otherIncome.fields;
  const whose = people.map((p) => [p.id, p.name.trim() || m.unnamedApplicant] as const);
  return (
    <div className="flex flex-col gap-4">
      <GroupMessage name="incomes" />
      <NoneListed count={list.items.length} />
      {list.items.map((income, i) => (
        <EntryFieldset key={i} name={`incomes.${i}`} legend={m.incomeNumber(i + 1)} onRemove={() => list.remove(i)}>
          <StepSelect name={`incomes.${i}.applicantId`} label={f.applicant} options={whose} />
          <StepSelect name={`incomes.${i}.kind`} label={f.kind} options={choices(otherIncomeKinds, t.otherIncome.kinds)} />
          <StepInput name={`incomes.${i}.annualAmount`} label={f.annualAmount} kind="money" />
          <StepInput name={`incomes.${i}.description`} label={describe(f.description, income.kind)} />
        </EntryFieldset>
      ))}
      <AddButton list="incomes" label={t.otherIncome.addIncome} onAdd={() => list.add(blankIncome(people))} disabled={list.items.length >= applicationLimits.maxItems} />
    </div>
  );
}

export function AssetsFields() {
  const list = useStepList<AssetDraft>('assets');
  const f = t.assets.fields;
  return (
    <div className="flex flex-col gap-4">
      <GroupMessage name="assets" />
      <NoneListed count={list.items.length} />
      {list.items.map((asset, i) => (
        <EntryFieldset key={i} name={`assets.${i}`} legend={m.assetNumber(i + 1)} onRemove={() => list.remove(i)}>
          <StepSelect name={`assets.${i}.kind`} label={f.kind} options={choices(assetKinds, t.assets.kinds)} />
          <StepInput name={`assets.${i}.value`} label={f.value} kind="money" />
          <StepInput name={`assets.${i}.description`} label={describe(f.description, asset.kind)} wide />
        </EntryFieldset>
      ))}
      <AddButton list="assets" label={t.assets.addAsset} onAdd={() => list.add(blankAsset())} disabled={list.items.length >= applicationLimits.maxItems} />
    </div>
  );
}

export function LiabilitiesFields() {
  const list = useStepList<LiabilityDraft>('liabilities');
  const f = t.liabilities.fields;
  return (
    <div className="flex flex-col gap-4">
      <GroupMessage name="liabilities" />
      <NoneListed count={list.items.length} />
      {list.items.map((debt, i) => (
        <EntryFieldset key={i} name={`liabilities.${i}`} legend={m.debtNumber(i + 1)} onRemove={() => list.remove(i)}>
          <StepSelect name={`liabilities.${i}.kind`} label={f.kind} options={choices(liabilityKinds, t.liabilities.kinds)} />
          <StepInput name={`liabilities.${i}.description`} label={describe(f.description, debt.kind)} />
          <StepInput name={`liabilities.${i}.balance`} label={f.balance} kind="money" />
          <StepInput name={`liabilities.${i}.monthlyPayment`} label={f.monthlyPayment} kind="money" />
          <StepYesNo name={`liabilities.${i}.paidOutOnClosing`} label={f.paidOutOnClosing} />
        </EntryFieldset>
      ))}
      <AddButton list="liabilities" label={t.liabilities.addLiability} onAdd={() => list.add(blankLiability())} disabled={list.items.length >= applicationLimits.maxItems} />
    </div>
  );
}

/** The home: a purchase's price or another purpose's estimated value, and a condo's fees, as the choices ask. */
export function PropertyFields() {
  const form = useStepForm();
  const f = t.property.fields;
  const purpose = String(form.value('purpose') ?? '');
  const type = String(form.value('propertyType') ?? '');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <StepSelect name="purpose" label={f.purpose} options={choices(propertyPurposes, t.property.purposes)} />
        {purpose === 'purchase' ? <StepInput name="price" label={f.price} kind="money" /> : purpose ? <StepInput name="estimatedValue" label={f.estimatedValue} kind="money" /> : null}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold">{f.address}</legend>
        <GroupMessage name="address" />
        <div className="grid gap-3 sm:grid-cols-2">
          <AddressInputs at="address" />
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {/* Their choices are long ('Owner-occupied with a rental unit'): the full width, so none is cut. */}
        <StepSelect name="propertyType" label={f.propertyType} options={choices(propertyTypes, t.property.propertyTypes)} wide />
        <StepSelect name="occupancy" label={f.occupancy} options={choices(occupancies, t.property.occupancies)} wide />
        {asksCondoFees(type) ? <StepInput name="condoFees" label={type === 'condo' ? f.condoFees : m.optional(f.condoFees)} kind="money" /> : null}
        <StepInput name="propertyTax" label={f.propertyTax} kind="money" />
        <StepInput name="heating" label={f.heating} kind="money" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <StepYesNo name="newBuild" label={f.newBuild} />
        <StepYesNo name="firstTimeBuyer" label={f.firstTimeBuyer} />
      </div>
    </div>
  );
}

export function DownPaymentFields() {
  const list = useStepList<SourceDraft>('sources');
  const f = t.downPayment.fields;
  // The total of the amounts typed so far that read as amounts; the server works it out from the sources too.
  const amounts = list.items.map((s) => parseAmount(s.amount)).filter((a): a is number => a !== undefined && Number.isFinite(a));
  return (
    <div className="flex flex-col gap-4">
      <GroupMessage name="sources" />
      {list.items.map((source, i) => (
        <EntryFieldset key={i} name={`sources.${i}`} legend={m.sourceNumber(i + 1)} onRemove={list.items.length > 1 ? () => list.remove(i) : undefined}>
          <StepSelect name={`sources.${i}.kind`} label={f.kind} options={choices(downPaymentSources, t.downPayment.sources)} wide />
          <StepInput name={`sources.${i}.amount`} label={f.amount} kind="money" />
          <StepInput name={`sources.${i}.description`} label={describe(f.description, source.kind)} wide />
        </EntryFieldset>
      ))}
      <AddButton list="sources" label={t.downPayment.addSource} onAdd={() => list.add(blankSource())} disabled={list.items.length >= applicationLimits.maxDownPaymentSources} />
      <p className="text-sm">
        <span className="text-muted-foreground">{t.downPayment.total}: </span>
        <span className="font-semibold">{formatMoney(downPaymentTotal({ sources: amounts.map((amount) => ({ amount })) }))}</span>
      </p>
    </div>
  );
}

/** The mortgage asked for; a HELOC has no term or amortization. */
export function MortgageFields() {
  const form = useStepForm();
  const f = t.mortgage.fields;
  const type = String(form.value('type') ?? '');
  // A term saved outside the usual list (18 months) stays on offer.
  const saved = parseWhole(String(form.value('termMonths') ?? ''));
  const terms = [...mortgageTermOptions, ...(saved !== undefined && Number.isFinite(saved) && !(mortgageTermOptions as readonly number[]).includes(saved) ? [saved] : [])].sort((a, b) => a - b);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <StepInput name="amount" label={f.amount} kind="money" />
      <StepInput name="closingDate" label={f.closingDate} kind="date" />
      <StepSelect name="type" label={f.type} options={choices(mortgageTypes, t.mortgage.types)} wide />
      {type === 'heloc' ? null : (
        <>
          <StepSelect name="termMonths" label={f.termMonths} options={terms.map((months) => [String(months), termLabel(months)] as const)} />
          <StepInput name="amortizationYears" label={f.amortizationYears} kind="whole" />
        </>
      )}
    </div>
  );
}
