import { randomUUID } from 'node:crypto';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { GIFT_CODE_LENGTH } from '@/lib/domain/gift';
import { connect } from '@/lib/server/platform/db/client';
import { LIMITS } from '@/lib/server/platform/rate-limit';
import { CODE_ALPHABET, readableCode } from '@/lib/server/platform/codes';
import { barrier } from '../client';
import { figure, operationDocument, postGraphQL, visitor } from '../graphql-client';
import { clearAddressLimits } from '../rate-limit-reset';
import type { Figure, Scenario, Stack } from '../scenario';

/*
 * Scenario 6: unguessable codes. Gift codes' entropy; aliased and batched GraphQL requests test no
 * more codes than the limit; the answers for unknown, other-locale and rate-limited codes are the same
 * shape whether or not the code exists; and how long an unknown and a known code take.
 */

// Unknown codes only, so a problem is the only answer: selecting the balance's own `code` too would need
// a second alias per field (its type differs from the problem's), and 15 checks would then exceed the
// alias limit (lib/server/graphql/server.ts LIMITS) before any code was tried.
const BALANCE_FIELD = (alias: string, code: string) =>
  `${alias}: getGiftCardBalance(code: ${JSON.stringify(code)}) { __typename ... on GiftCardProblem { code retryAfterSeconds } }`;

type Outcome = { __typename: string; code?: string; retryAfterSeconds?: number | null };

/** One request holding `count` aliased balance checks of unknown codes; the answers' problem codes. */
async function aliasedGuesses(stack: Stack, token: string, count: number, instance: number): Promise<string[]> {
  const who = visitor(stack, 'nz', instance, token);
  const query = `{ ${Array.from({ length: count }, (_, i) => BALANCE_FIELD(`a${i}`, `ZZ${readableCode(14)}`)).join(' ')} }`;
  const answer = await who.call(query);
  const data = (answer.body?.data ?? {}) as Record<string, Outcome>;
  return Object.values(data).map((outcome) => outcome.code ?? outcome.__typename);
}

/**
 * The control: the check-then-count pattern the server used before (look at the count, look the code
 * up, count the failure), run with the same concurrency against the same table. It must let more than
 * the limit through, or the aliased figure above proves nothing. Every attempt looks at the count before
 * any counts (a barrier), so the race is run every time rather than left to the pool's queueing.
 */
async function checkThenCountControl(stack: Stack, attempts: number, points: number): Promise<number> {
  const { pool } = connect(stack.databaseUrl, 10);
  const everyoneLooked = barrier(attempts);
  try {
    const limiter = new RateLimiterPostgres({ storeClient: pool, tableName: 'rate_limits', tableCreated: true, keyPrefix: 'control', points, duration: 900 });
    const key = randomUUID();
    const tried = await Promise.all(
      Array.from({ length: attempts }, async () => {
        const state = await limiter.get(key);
        await everyoneLooked();
        if (state && state.consumedPoints >= points) return false;
        await pool.query(`select id from gift_cards where code = $1`, [readableCode(GIFT_CODE_LENGTH)]);
        await limiter.consume(key).catch(() => undefined);
        return true;
      }),
    );
    await pool.query(`delete from rate_limits where key like 'control:%'`);
    return tried.filter(Boolean).length;
  } finally {
    await pool.end();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeCheck(stack: Stack, code: string): Promise<number> {
  await clearAddressLimits(stack);
  const who = visitor(stack, 'nz');
  const started = performance.now();
  await who.call(operationDocument('getGiftCardBalance'), { code });
  return performance.now() - started;
}

/** The shape of an answer with the code itself and the wait taken out: what a guesser could compare. */
const shapeOf = (answer: unknown) => JSON.stringify(answer, (key, value) => (key === 'retryAfterSeconds' ? typeof value : value));

const scenario: Scenario = {
  id: 'codes',
  title: 'Unguessable codes: entropy, aliased and batched guessing, identical refusals',
  async run(stack) {
    const figures: Figure[] = [];
    await clearAddressLimits(stack);

    // 1. Entropy: the alphabet and length, and a sample from the generator the server uses.
    const bits = GIFT_CODE_LENGTH * Math.log2(CODE_ALPHABET.length);
    figures.push(figure('codes.giftCodeBits', 'Bits of entropy in a gift code (crypto.randomBytes, unbiased alphabet of 32)', bits, '≥ 60', bits >= 60));
    const sample = Array.from({ length: 20_000 }, () => readableCode(GIFT_CODE_LENGTH));
    const duplicates = sample.length - new Set(sample).size;
    const counts = new Map<string, number>();
    for (const code of sample) for (const char of code) counts.set(char, (counts.get(char) ?? 0) + 1);
    const expected = (sample.length * GIFT_CODE_LENGTH) / CODE_ALPHABET.length;
    const worst = Math.max(...[...CODE_ALPHABET].map((char) => Math.abs((counts.get(char) ?? 0) - expected) / expected));
    // A fair letter's count has a standard deviation of √(n·p·(1−p)), about 1 % of the expected count
    // here; the largest of 32 letters passes 3 σ by chance about once in twelve runs, 5 σ about once in
    // 50,000. A biased generator (a modulo bias, a wrong alphabet) is off by far more.
    const sigma = Math.sqrt(expected * (1 - 1 / CODE_ALPHABET.length)) / expected;
    figures.push(figure('codes.sampleDuplicates', 'Duplicates among 20,000 generated gift codes', duplicates, '0', duplicates === 0));
    figures.push(figure('codes.letterSkew', 'Largest deviation of a letter’s frequency from uniform', `${(worst * 100).toFixed(1)} %`, `< 5 σ (${(5 * sigma * 100).toFixed(1)} %)`, worst < 5 * sigma));

    // 2. Aliased guessing: one token, 6 concurrent requests of 15 aliased checks each, on both instances.
    const limit = LIMITS.codeByToken.points;
    const token = randomUUID();
    const answers = (await Promise.all(Array.from({ length: 6 }, (_, i) => aliasedGuesses(stack, token, 15, i)))).flat();
    const tested = answers.filter((code) => code === 'NOT_FOUND').length;
    const limited = answers.filter((code) => code === 'RATE_LIMITED').length;
    figures.push(figure('codes.aliasedCodesTested', `Codes tested by 90 aliased checks in 6 concurrent requests (limit ${limit})`, tested, `≤ ${limit}`, tested <= limit && tested + limited === 90));

    const control = await checkThenCountControl(stack, 90, limit);
    figures.push({ ...figure('codes.control.checkThenCount', 'Control: codes tested by 90 concurrent check-then-count attempts', control, `> ${limit} (must fail)`, control > limit), control: true });

    // 3. Batching: an array of operations is refused outright.
    const who = visitor(stack, 'nz');
    const batch = await postGraphQL(
      stack.apps[0],
      who.host,
      Array.from({ length: 20 }, () => ({ query: operationDocument('getGiftCardBalance'), variables: { code: `ZZ${readableCode(14)}` } })),
      { 'x-anonymous-token': who.token },
    );
    figures.push(figure('codes.batchRefused', 'A batch of 20 balance checks in one POST', `HTTP ${batch.status}`, 'HTTP 400', batch.status === 400));

    // 4. Identical refusals: unknown, another locale's real code, and (once limited) a real code.
    await clearAddressLimits(stack);
    const fresh = () => visitor(stack, 'nz');
    const check = async (v: ReturnType<typeof fresh>, code: string) => (await v.call(operationDocument('getGiftCardBalance'), { code })).body;
    const unknown = await check(fresh(), 'NOSUCHCODE234567');
    const otherLocale = await check(fresh(), 'GIFTDEMO300HK');
    const guesser = fresh();
    for (let i = 0; i < limit; i++) await check(guesser, `ZZ${readableCode(14)}`);
    const limitedReal = await check(guesser, 'GIFTDEMO50NZ');
    const limitedUnknown = await check(guesser, 'NOSUCHCODE234567');
    const sameUnknown = shapeOf(unknown) === shapeOf(otherLocale);
    const sameLimited = shapeOf(limitedReal) === shapeOf(limitedUnknown) && JSON.stringify(limitedReal).includes('RATE_LIMITED');
    figures.push(figure('codes.unknownEqualsOtherLocale', 'Unknown code and another locale’s real code get the same answer', sameUnknown, 'true', sameUnknown));
    figures.push(figure('codes.limitedHidesExistence', 'Once limited, a real and an unknown code get the same answer', sameLimited, 'true', sameLimited));

    // 5. Timing: median of 25 unknown and 25 known codes, each from a fresh visitor (noisy on a shared machine).
    const unknownTimes: number[] = [];
    const knownTimes: number[] = [];
    for (let i = 0; i < 25; i++) {
      unknownTimes.push(await timeCheck(stack, `ZZ${readableCode(14)}`));
      knownTimes.push(await timeCheck(stack, 'GIFTDEMO50NZ'));
    }
    const gap = Math.abs(median(knownTimes) - median(unknownTimes));
    figures.push(
      figure('codes.timingGapMs', `|median known − median unknown| (known ${median(knownTimes).toFixed(1)} ms, unknown ${median(unknownTimes).toFixed(1)} ms; noisy)`, Number(gap.toFixed(1)), '< 15 ms', gap < 15),
    );

    await clearAddressLimits(stack);
    return figures;
  },
};

export default scenario;
