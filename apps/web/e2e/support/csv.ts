// One RFC 4180 reader for the API tests and the end-to-end tests of the CSV exports.
export { parseCsv } from '../../../server/src/test/csv-reader.ts';
