// The type-level half of the typed client (api-client.ts): what an operation of the generated
// description takes and answers. Nothing here exists at run time.
import type { paths } from './api-types.generated';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Operation<P extends keyof paths, M extends Method> = paths[P][M];

type ParametersOf<O> = O extends { parameters: infer X } ? X : never;
type PathOf<O> = ParametersOf<O> extends { path: infer X } ? X : never;
type QueryOf<O> = ParametersOf<O> extends { query?: infer X } ? X : never;
type JsonBodyOf<O> = O extends { requestBody?: { content: infer C } } ? (C extends { 'application/json': infer B } ? B : C extends { 'multipart/form-data': unknown } ? FormData : never) : never;

type Loose = Record<string, unknown>;
/** What every call may carry, whatever its operation. */
export type CallOptions = { signal?: AbortSignal; headers?: Record<string, string>; path?: Loose; query?: Loose };

type PathOption<O> = [PathOf<O>] extends [never] ? { path?: never } : { path: PathOf<O> };
type QueryOption<O> = [QueryOf<O>] extends [never] ? { query?: never } : { query?: QueryOf<O> };
export type OptionsOf<O> = { signal?: AbortSignal; headers?: Record<string, string> } & PathOption<O> & QueryOption<O>;

/** The options argument: required when the path has parameters to fill. */
export type Args<O> = [PathOf<O>] extends [never] ? [options?: OptionsOf<O>] : [options: OptionsOf<O>];
/** A write's body then its options; no body for an operation that takes none. */
export type BodyArgs<O> = [JsonBodyOf<O>] extends [never]
  ? [body?: undefined, ...Args<O>]
  : O extends { requestBody: unknown }
    ? [body: JsonBodyOf<O>, ...Args<O>]
    : [body?: JsonBodyOf<O>, ...Args<O>];

type Success = 200 | 201 | 202 | 204;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : undefined;
/** The JSON a success answers (undefined for 204 or a body that is not JSON). */
export type Answer<O> = O extends { responses: infer R } ? { [S in keyof R & Success]: JsonOf<R[S]> }[keyof R & Success] : never;

/** The answer of `method path`, for a feature that names it (`ApiAnswer<'/api/rates', 'get'>`). */
export type ApiAnswer<P extends keyof paths, M extends Method> = Answer<Operation<P, M>>;
/** The JSON body `method path` takes. */
export type ApiBody<P extends keyof paths, M extends Method> = JsonBodyOf<Operation<P, M>>;
