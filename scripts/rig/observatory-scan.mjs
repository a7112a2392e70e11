// Run by observatory.mjs in a child process (NODE_EXTRA_CA_CERTS must be set before Node starts):
//   node observatory-scan.mjs <package dir> <host> <http port> <https port>
// MDN HTTP Observatory's own retriever, tests and grader. Its scan() does not pass the ports on
// to the retriever (src/scanner/index.js), so this does what scan() does, with the ports.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [packageDir, host, httpPort, httpsPort] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(path.join(packageDir, 'src', file)).href);
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

const retrieved = await retrieve(host, { httpPort, httpsPort });
if (!retrieved.responses.auto) throw new Error(`nothing answered on ${host}`);
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const result = test(retrieved);
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { pass: result.pass, result: result.result, scoreModifier: modifier };
}
// As scan(): extra credit counts only when the score without it is already an A.
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
const passed = Object.values(tests).filter((t) => t.pass).length;
console.log(
  JSON.stringify({
    url: retrieved.responses.auto.config?.url ?? null,
    statusCode: retrieved.responses.auto.status,
    grade,
    score,
    testsPassed: passed,
    testsQuantity: NUM_TESTS,
    tests,
  }),
);
