import { useId } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { Info } from 'lucide-react';
import { pagesMessages } from '@maple/shared/messages/pages';
import { ratesMessages } from '@maple/shared/messages/rates';
import { provinceName, provinces, type ProvinceCode } from '@maple/shared/provinces';
import type { RateType } from '@maple/shared/schemas/rates';
import { fillMessage } from '@/lib/message-template';
import { useProvinceRates } from '@/features/rates/api/rate-queries';
import { ratesOfType } from '@/features/rates/rate-summary';
import { exampleSentence, ratesAsOfText } from '@/features/rates/rate-disclosure';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RatesTable } from '@/features/rates/components/rates-table';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryStates } from '@/components/query-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { provinceFromParam, provinceOptionLabel } from '@/features/rates/province-param';
import { RateAlertPanel } from './rate-alert-panel';

const m = ratesMessages;

const tabs: { type: RateType; label: string; empty: string; caption: string }[] = [
  { type: 'fixed', label: m.fixedTab, empty: m.noFixed, caption: m.fixedCaption },
  { type: 'variable', label: m.variableTab, empty: m.noVariable, caption: m.variableCaption },
];

export function RatesPage() {
  usePageTitle(pagesMessages.rates);
  const selectId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const province = provinceFromParam(searchParams.get('province'));
  const read = useProvinceRates(province);
  const { data } = read;
  // A failed request shows the empty texts (public-site §2): nothing to compare is better than a crash.
  const rates = data?.rates ?? [];
  const asOf = ratesAsOfText(rates);

  const chooseProvince = (code: ProvinceCode) => {
    setSearchParams(
      (params) => {
        params.set('province', code);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{pagesMessages.rates}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{m.subtitle}</p>
      </header>

      <div className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor={selectId}>{m.provinceLabel}</Label>
        <NativeSelect id={selectId} value={province} onChange={(event) => chooseProvince(event.target.value as ProvinceCode)}>
          {provinces.map((p) => (
            <option key={p.code} value={p.code}>
              {provinceOptionLabel(p.code)}
            </option>
          ))}
        </NativeSelect>
      </div>

      <Tabs defaultValue="fixed" className="flex flex-col">
        <TabsList aria-label={m.typeTabsLabel} className="self-start">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.type} value={tab.type} className="min-w-24 px-4">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => {
          const table = (shown: typeof rates) => (
            <RatesTable rates={ratesOfType(shown, tab.type)} caption={fillMessage(tab.caption, { province: provinceName(province) ?? province })} emptyText={tab.empty} />
          );
          return (
            <TabsContent key={tab.type} value={tab.type}>
              <QueryStates
                query={read}
                pending={
                  // About the height of a province's table, so the note below does not jump when it arrives.
                  <div role="status" className="flex flex-col gap-1">
                    <span className="sr-only">{m.loading}</span>
                    {Array.from({ length: 7 }, (_, i) => (
                      <Skeleton key={i} className="h-10" />
                    ))}
                  </div>
                }
                failed={table([])}
              >
                {(answer) => table(answer.rates)}
              </QueryStates>
            </TabsContent>
          );
        })}
      </Tabs>

      <p className="flex items-start gap-2 rounded-lg bg-navy-50 p-4 text-sm text-navy-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {asOf ? <span className="block font-medium">{asOf}</span> : null}
          {data && rates.length > 0 ? <span className="block">{exampleSentence(data.representativeExample)}</span> : null}
          {m.note}
        </span>
      </p>

      <RateAlertPanel province={province} />
    </div>
  );
}
