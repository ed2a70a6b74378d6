import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { TestServer } from './helper.js';

// Issue #41 point 14: a route test's server whose every described JSON answer is checked against the
// OpenAPI document (ajv, JSON Schema 2020-12) as the test goes. The flows the route tests already walk
// (claims, merges, licence imports, permanent numbers…) then prove the document says what the server
// answers, without a second copy of those flows in openapi-*.test.ts.

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Paths = Record<string, Record<string, Operation>>;

const segments = (path: string) => path.split('/');
const isParameter = (segment: string) => /^\{.+\}$/.test(segment);

/** The document's route a request path is (each `{parameter}` one segment; the most literal route wins). */
export function routeOf(paths: Paths, path: string, method: string): string | undefined {
  const wanted = segments(path.split('?')[0]!);
  const fits = Object.keys(paths).filter((template) => {
    const parts = segments(template);
    return (
      paths[template]![method] !== undefined &&
      parts.length === wanted.length &&
      parts.every((part, i) => isParameter(part) || part === wanted[i])
    );
  });
  const literals = (template: string) => segments(template).filter((part) => !isParameter(part)).length;
  return fits.sort((a, b) => literals(b) - literals(a))[0];
}

/** The test server, its `as` and `fetch` checking each 2xx JSON answer of a described route. */
export async function checkedAnswers(server: TestServer): Promise<TestServer> {
  const { paths } = (await (await server.fetch('/api/docs')).json()) as { paths: Paths };
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();

  async function check(method: string, path: string, res: Response) {
    if (res.status < 200 || res.status > 299 || !res.headers.get('content-type')?.includes('application/json')) return;
    const verb = method.toLowerCase();
    const route = routeOf(paths, path, verb);
    const schema = route && paths[route]![verb]!.responses[String(res.status)]?.content?.['application/json']?.schema;
    if (!schema) return; // not described yet: openapi-answers.test.ts keeps that list
    const key = `${verb} ${route} ${res.status}`;
    if (!validators.has(key)) validators.set(key, ajv.compile(schema as object));
    const validate = validators.get(key)!;
    const body: unknown = await res.json();
    if (!validate(body))
      throw new Error(`${method} ${path} answers what the document does not say: ${JSON.stringify(validate.errors)}`);
  }

  return {
    ...server,
    async fetch(path, init) {
      const res = await server.fetch(path, init);
      await check(init?.method ?? 'GET', path, res.clone());
      return res;
    },
    async as(who, method, path, body, headers) {
      const res = await server.as(who, method, path, body, headers);
      await check(method, path, res.clone());
      return res;
    },
  };
}
