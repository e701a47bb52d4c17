import { useId } from 'react';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import { PagedList } from '@/components/paged-list';
import { useListPage } from '@/components/use-list-page';
import { managedTestimonialPageSize, useManagedTestimonials } from '../api/manage-testimonials';
import { SubmitTestimonialForm } from './submit-testimonial-form';
import { TestimonialRow } from './testimonial-row';

/** The dashboard's Testimonials tab: submit one (pending until approved) and see your own with their status. */
export function MyTestimonials() {
  const paging = useListPage();
  const list = useManagedTestimonials('me', paging.page, paging.q);
  const id = useId();

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`${id}-submit`} className="flex flex-col gap-3 rounded-lg border bg-background p-4 shadow-sm sm:p-6">
        <h2 id={`${id}-submit`} className="text-lg font-semibold text-navy-900">
          {m.submitTestimonial}
        </h2>
        <p className="text-sm text-muted-foreground">{m.submitHint}</p>
        <SubmitTestimonialForm />
      </section>
      <section aria-labelledby={`${id}-list`} className="flex flex-col gap-3">
        <h2 id={`${id}-list`} className="text-lg font-semibold text-navy-900">
          {m.myListTitle}
        </h2>
        <PagedList
          query={list}
          messages={{ ...m, loading: m.listLoading, empty: m.myEmpty, listLabel: m.myListTitle }}
          paging={paging}
          pageSize={managedTestimonialPageSize}
        >
          {(items) => items.map((t) => <TestimonialRow key={t.id} testimonial={t} showOwner={false} headingLevel="h3" />)}
        </PagedList>
      </section>
    </div>
  );
}
