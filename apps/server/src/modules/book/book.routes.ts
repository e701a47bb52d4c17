import { bookMessages } from '@maple/shared/messages/book';
import { leadsMessages } from '@maple/shared/messages/leads';
import { bookImportResult, clientMailConsentInput, fundedMortgage, fundedMortgageInput, fundedMortgageList, listBookQuery, maturitiesByMonth, maturitiesQuery } from '@maple/shared/schemas/funded-mortgages';
import { leadImportInput, leadImportQuery } from '@maple/shared/schemas/lead-import';
import { fileParams } from '@maple/shared/schemas/mortgage-files';
import { idParam } from '@maple/shared/schemas/path-params';
import { inBothAreas } from '../../lib/area-routes.ts';
import { route, routes } from '../../lib/route.ts';
import { bookCsvResponse, maturitiesCsvResponse } from './book-export.ts';
import { importBook } from './book-import.ts';
import { getFileFunding, listBook, maturitiesByMonth as readMaturities, recordClientMailConsent, recordFileFunding } from './book.service.ts';

/** Under …/leads: the funded mortgage of a funded file (decision 103). */
const onLeads = inBothAreas(({ audience, say }) => {
  const whose = say({ dashboard: 'an own', console: 'a' });
  return [
    route(
      {
        method: 'get',
        path: '/:id/files/:fileId/funded',
        audience,
        permission: 'mortgageFile:read',
        summary: `Read the funded mortgage of a file of ${whose} lead`,
        description: "`null` while none is recorded; another agent's lead is 404.",
        params: fileParams,
        notFound: leadsMessages.notFound,
        responses: { 200: { description: 'The funded mortgage, or null', schema: fundedMortgage.nullable() } },
      },
      async (c, { params }) => c.json(await getFileFunding(c.var, c.var.actor, params.id, params.fileId)),
    ),
    route(
      {
        method: 'put',
        path: '/:id/files/:fileId/funded',
        audience,
        permission: 'mortgageFile:update',
        summary: `Record or correct the funded mortgage of a funded file of ${whose} lead`,
        description:
          "The client's name, address and language and the owning agent are the lead's. The maturity is the lender's and must come after funding (400 on `maturityDate`). A file at another stage than `funded` is 409.",
        params: fileParams,
        notFound: leadsMessages.notFound,
        body: fundedMortgageInput,
        responses: { 200: { description: 'The funded mortgage as saved', schema: fundedMortgage } },
        errors: [409],
      },
      async (c, { params, body }) => c.json(await recordFileFunding(c.var, c.var.actor, params.id, params.fileId, body)),
    ),
  ];
});

/** The Book: the dashboard's own funded mortgages, the console's every agent's. Literal paths before none with a param. */
const book = inBothAreas(({ audience, say }) => [
  route(
    {
      method: 'get',
      path: '/',
      audience,
      permission: 'mortgageFile:read',
      summary: say({ dashboard: "List the agent's own funded mortgages", console: 'List every funded mortgage' }),
      description: 'Nearest maturity first, one page at a time; `q` searches client, email and lender; `rateType`, `maturingWithinMonths` and, in the console, `agentId` filter.',
      query: listBookQuery,
      responses: { 200: { description: 'One page of the book', schema: fundedMortgageList } },
    },
    async (c, { query }) => c.json(await listBook(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'get',
      path: '/export.csv',
      audience,
      permission: 'mortgageFile:read',
      summary: say({ dashboard: 'Download the own book the filters match, as CSV', console: 'Download the book the filters match, as CSV' }),
      description: "In the import's columns, with each client's consent basis and its date.",
      query: listBookQuery,
      responses: { 200: { description: 'The book as a CSV attachment', contentType: 'text/csv' } },
    },
    (c, { query }) => bookCsvResponse(c, query),
  ),
  route(
    {
      method: 'get',
      path: '/maturities',
      audience,
      permission: 'mortgageFile:read',
      summary: say({ dashboard: 'Count the own mortgages maturing in each of the next 12 months', console: 'Count the mortgages maturing in each of the next 12 months' }),
      description: "From the brokerage's current month; each month with its count and total amount in cents.",
      query: maturitiesQuery,
      responses: { 200: { description: 'Twelve months', schema: maturitiesByMonth } },
    },
    async (c, { query }) => c.json(await readMaturities(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'get',
      path: '/maturities.csv',
      audience,
      permission: 'mortgageFile:read',
      summary: say({ dashboard: 'Download the own maturities by month, as CSV', console: 'Download the maturities by month, as CSV' }),
      query: maturitiesQuery,
      responses: { 200: { description: 'The 12 months as a CSV attachment', contentType: 'text/csv' } },
    },
    async (c, { query }) => maturitiesCsvResponse(c, await readMaturities(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'post',
      path: '/import',
      audience,
      permission: 'mortgageFile:create',
      summary: say({ dashboard: 'Import the own existing book from CSV; ?dryRun=true previews', console: 'Import an existing book from CSV; ?dryRun=true previews' }),
      description: say({
        dashboard: "The export's columns; the rows are the agent's own (Agent empty or the agent's name). Each row carries the consent basis (express with its date, or none); a refused row is reported by column and nothing of it is stored; the ready rows are written in one transaction.",
        console: "The export's columns; Agent names the owning agent (or none). Each row carries the consent basis (express with its date, or none); a refused row is reported by column and nothing of it is stored; the ready rows are written in one transaction.",
      }),
      query: leadImportQuery,
      body: leadImportInput,
      responses: { 200: { description: 'The rows as read, and how many were (or would be) imported', schema: bookImportResult } },
    },
    async (c, { query, body }) => c.json(await importBook(c.var, c.var.actor, body.csv, query.dryRun, c.var.language)),
  ),
  route(
    {
      method: 'post',
      path: '/:id/client-mail-consent',
      audience,
      permission: 'mortgageFile:update',
      summary: say({ dashboard: 'Record the express consent to mail a client of an own funded mortgage gave later', console: 'Record the express consent to mail the client of a funded mortgage gave later' }),
      description: say({
        dashboard:
          "Kept as a `client_mail` consent in the client's language, to the portal box's words, on `givenOn` and by `method` (written, oral, email), with the optional note; the renewal reminders then mail the client. `givenOn` after today is 400 on the field; another agent's mortgage is 404.",
        console:
          "Kept as a `client_mail` consent in the client's language, to the portal box's words, on `givenOn` and by `method` (written, oral, email), with the optional note; the renewal reminders then mail the client. `givenOn` after today is 400 on the field.",
      }),
      params: idParam,
      notFound: bookMessages.notFound,
      body: clientMailConsentInput,
      responses: { 201: { description: 'The mortgage, its express consent on record', schema: fundedMortgage } },
    },
    async (c, { params, body }) => c.json(await recordClientMailConsent(c.var, c.var.actor, params.id, body), 201),
  ),
]);

export const myLeadFundingRoutes = routes(...onLeads.dashboard);
export const adminLeadFundingRoutes = routes(...onLeads.console);
export const myBookRoutes = routes(...book.dashboard);
export const adminBookRoutes = routes(...book.console);
