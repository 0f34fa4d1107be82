import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What the app reads of a route descriptor to call it (src/lib/api.ts `call`, contracts `pathOf`). */
const CALL_KEYS = new Set(['method', 'path', 'prefix', 'multipart', 'bare']);

const ROUTE_FACTORIES = new Set(['defineRoute', 'defineUploadRoute']);

/** An ESTree node as the parser gives it: offsets into the source and its children by key. */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression']);

const isRouteCall = (node: Node): boolean => {
  const callee = node.callee as Node | undefined;
  const [argument] = (node.arguments as Node[] | undefined) ?? [];
  return (
    node.type === 'CallExpression' &&
    callee?.type === 'Identifier' &&
    ROUTE_FACTORIES.has(callee.name as string) &&
    argument?.type === 'ObjectExpression'
  );
};

/**
 * The calls `node` makes when it is evaluated: not those inside the functions it defines, nor those inside a
 * route descriptor (it is cut whole).
 */
function* callsMade(node: Node): Generator<Node> {
  if (FUNCTIONS.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') yield node;
  if (isRouteCall(node)) return;
  for (const child of children(node)) yield* callsMade(child);
}

/** The initial values of the module's top-level `const`/`let` declarations (exported or not). */
function topLevelValues(program: Node): Node[] {
  return (program.body as Node[]).flatMap((statement) => {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as Node[]).flatMap((declarator) =>
      isNode(declarator.init) ? [declarator.init] : [],
    );
  });
}

/** What a route descriptor keeps of `defineRoute({ method, path, summary, query, response… })`: `{ method, path }`. */
function keptProperties(call: Node): Node[] {
  const [object] = call.arguments as Node[];
  // A spread or a computed key is kept whole: it cannot be cut without knowing what it holds.
  return ((object as Node).properties as Node[]).filter((property) => {
    const key = property.key as Node | undefined;
    if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier') return true;
    return CALL_KEYS.has(key.name as string);
  });
}

/** The children of `node` that can read a name: not a property's own name (`{ key: … }`, `a.key`). */
function readChildren(node: Node): Node[] {
  if (isRouteCall(node)) return keptProperties(node);
  const named =
    node.type === 'Property' || node.type === 'MethodDefinition' || node.type === 'PropertyDefinition'
      ? 'key'
      : node.type === 'MemberExpression'
        ? 'property'
        : undefined;
  if (!named || node.computed) return children(node);
  return children(node).filter((child) => child !== node[named]);
}

/** The names the module still reads once its route descriptors are cut (imports aside). */
function namesRead(node: Node, names: Set<string>): Set<string> {
  if (node.type === 'ImportDeclaration') return names;
  if (node.type === 'Identifier') names.add(node.name as string);
  for (const child of readChildren(node)) namesRead(child, names);
  return names;
}

/** Its imports without the names nothing reads any more: a module only a cut route used is not loaded. */
function pruneImports(code: string, program: Node, edited: MagicString): void {
  const read = namesRead(program, new Set());
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const specifiers = statement.specifiers as Node[];
    const used = specifiers.filter((specifier) => read.has((specifier.local as Node).name as string));
    if (specifiers.length === 0 || used.length === specifiers.length) continue;
    const source = statement.source as Node;
    if (used.length === 0) {
      edited.remove(statement.start, statement.end);
    } else if (used.every((specifier) => specifier.type === 'ImportSpecifier')) {
      const list = used.map((specifier) => code.slice(specifier.start, specifier.end)).join(', ');
      edited.overwrite(
        statement.start,
        statement.end,
        `import { ${list} } from ${code.slice(source.start, source.end)};`,
      );
    }
  }
}

/**
 * A contracts module as the app's build takes it:
 * - each route descriptor keeps only what a call reads (CALL_KEYS): the app calls routes by method and path
 *   and never parses a request or an answer with their schemas; an import only the cut parts read goes;
 * - the calls that build the module's top-level values (`z.object(…)`, `pageQuery.extend(…)`) are marked
 *   pure, so a value no screen uses is dropped with the calls that build it. The contracts are definitions
 *   without side effects (vite.config.ts treats them so for whole modules); without this, a module the app
 *   takes one constant from would still build every schema it declares.
 * Undefined when there is nothing to change. `code` is JavaScript (the build has taken the types out).
 */
export function leanContract(code: string, parse: (code: string) => Node): MagicString | undefined {
  const program = parse(code);
  const edited = new MagicString(code);
  const marked = new Set<number>();
  let cut = false;
  for (const value of topLevelValues(program)) {
    for (const call of callsMade(value)) {
      if (isRouteCall(call)) {
        edited.overwrite(
          call.start,
          call.end,
          `{ ${keptProperties(call)
            .map((p) => code.slice(p.start, p.end))
            .join(', ')} }`,
        );
        cut = true;
      } else if (!marked.has(call.start)) {
        marked.add(call.start);
        edited.appendLeft(call.start, '/*#__PURE__*/ ');
      }
    }
  }
  if (cut) pruneImports(code, program, edited);
  return cut || marked.size > 0 ? edited : undefined;
}

/**
 * The contracts in the app's build: leanContract on each module. Without it the entry page built ~90 KB of
 * zod and every social-services schema when its chunk ran, the longest task of its start on a phone. Forms
 * that check a body with the server's own schema import that schema by name (features/…/validation.ts) and
 * keep it. Types are unchanged (TypeScript reads the source); the server and the tests use the contracts
 * as written.
 */
export function leanContracts(): Plugin {
  return {
    name: 'linli:lean-contracts',
    apply: 'build',
    transform: {
      filter: { id: /packages[\\/]contracts[\\/]src[\\/].*\.ts$/ },
      handler(code) {
        const edited = leanContract(code, (source) => this.parse(source) as unknown as Node);
        if (!edited) return null;
        return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
      },
    },
  };
}
