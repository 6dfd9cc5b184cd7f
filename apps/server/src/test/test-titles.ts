import ts from 'typescript';

const TEST_FUNCTIONS = new Set(['it', 'test', 'describe']);
/** Modifiers that make a test not run, so it proves nothing. */
const NOT_RUN = new Set(['skip', 'todo', 'fixme']);

/** `it`, `test.describe`, `it.each([...])`: the test function a call's callee names, and its modifiers. */
function calleeChain(callee: ts.Expression): string[] | undefined {
  if (ts.isIdentifier(callee)) return [callee.text];
  if (ts.isPropertyAccessExpression(callee)) {
    const base = calleeChain(callee.expression);
    return base && [...base, callee.name.text];
  }
  // `it.each(table)('title', …)`: the title belongs to the call `it.each(table)` returns.
  if (ts.isCallExpression(callee)) return calleeChain(callee.expression);
  return undefined;
}

/**
 * The titles of the tests and groups (`it`, `test`, `describe`, Playwright's `test.describe`, and
 * their `.each` and `.only` forms) a Vitest or Playwright file declares with a plain string, the
 * ones that run: skipped and to-do ones are left out.
 */
export function testTitles(source: string, fileName = 'test.ts'): Set<string> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const titles = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const chain = calleeChain(node.expression);
      const [title] = node.arguments;
      if (
        chain &&
        TEST_FUNCTIONS.has(chain[0]!) &&
        !chain.some((part) => NOT_RUN.has(part)) &&
        title &&
        (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))
      ) {
        titles.add(title.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return titles;
}
