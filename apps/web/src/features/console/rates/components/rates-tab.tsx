import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AddRateForm } from './add-rate-form';
import { AllRatesTable } from './all-rates-table';
import { RateScrapePanel } from './rate-scrape-panel';
import { RepresentativeExamplePanel } from './representative-example-panel';

/** The console's Rates tab (back-office §2): scrape, the source, the APRs' representative example, all rates, and the manual form. */
export function RatesTab() {
  return (
    <div className="flex flex-col gap-6">
      <RateScrapePanel />
      <RepresentativeExamplePanel />
      <Tabs defaultValue="all">
        <TabsList>
          <TabsTrigger value="all">{m.allRatesTab}</TabsTrigger>
          <TabsTrigger value="add">{m.addRateTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="mt-4">
          <AllRatesTable />
        </TabsContent>
        <TabsContent value="add" className="mt-4">
          <AddRateForm />
        </TabsContent>
      </Tabs>
    </div>
  );
}
