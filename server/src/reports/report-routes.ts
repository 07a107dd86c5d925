// The reports area's calls (issue 28): overview, agents, ratings, and the tables as CSV (streamed).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReportsAgentRow, ReportsOverview, ReportsRatingRow } from 'shared-kernel/contracts';
import { object } from 'yup';
import { authGuard } from '../auth';
import { readableChatsWhere, requestCaller } from '../chats';
import type { AppContext } from '../context';
import { pageFields } from '../history';
import { CSV_BOM, csvLine } from './csv';
import { agentRows } from './report-agents';
import { overview } from './report-overview';
import { rangeOf, reportsQuery, type ReportsQueryInput } from './report-query';
import { allRatings, ratingsPage } from './report-ratings';
import { agentsRequest, overviewRequest, reportViewer, visibleStaff } from './report-viewer';

const ratingsQuery = reportsQuery.concat(object({ take: pageFields.take, page: pageFields.page }));

const AGENT_COLUMNS = ['Agent', 'Chats', 'Answered', 'Median first response (s)', 'Average first response (s)', 'Median duration (s)', 'Rated', 'Good', 'Satisfaction (%)', 'Online (s)'];
const RATING_COLUMNS = ['Chat', 'Guest', 'Rating', 'Comment', 'Rated at', 'Agent', 'Domain', 'Ended at'];

const percent = (score: number | null) => (score === null ? null : Math.round(score * 1000) / 10);

const agentCsv = (row: ReportsAgentRow) =>
  csvLine([
    row.fullName,
    row.chats,
    row.answered,
    row.firstResponse.median,
    row.firstResponse.average,
    row.duration.median,
    row.satisfaction.rated,
    row.satisfaction.good,
    percent(row.satisfaction.score),
    row.onlineSeconds,
  ]);

const ratingCsv = (row: ReportsRatingRow) =>
  csvLine([row.chatId, `Guest ${row.guestId}`, row.rating.value === 'good' ? 'Good' : 'Bad', row.rating.comment, row.rating.ratedAt, row.agentName, row.domain, row.endedAt]);

function sendCsv(reply: FastifyReply, name: string, query: ReportsQueryInput, lines: AsyncIterable<string>): FastifyReply {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${name}-${query.from}-to-${query.to}.csv"`);
  reply.header('cache-control', 'no-store');
  return reply.send(Readable.from(lines));
}

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = authGuard(ctx);

  async function agentsOf(request: FastifyRequest): Promise<{ query: ReportsQueryInput; rows: ReportsAgentRow[] }> {
    const query = request.query as ReportsQueryInput;
    const viewer = await reportViewer(ctx, request);
    const range = rangeOf(query);
    const staff = (await visibleStaff(ctx, viewer)).filter((member) => !query.agentId || member.id === query.agentId);
    return { query, rows: await agentRows(ctx.db, await agentsRequest(ctx, viewer, query, range, staff.map((member) => member.id)), staff) };
  }

  /** The ratings' rows are chats: a viewer who reads only some (a manager) gets those the chat policy lets them read. */
  async function ratingsRequest(request: FastifyRequest) {
    const query = request.query as ReportsQueryInput;
    const viewer = await reportViewer(ctx, request);
    const readable = viewer.agentIds === null ? undefined : readableChatsWhere(requestCaller(request));
    return { query, readable, figures: await overviewRequest(ctx, viewer, query, rangeOf(query)) };
  }

  app.get('/reports/overview', { onRequest, schema: { querystring: reportsQuery } }, async (request): Promise<ReportsOverview> => {
    const query = request.query as ReportsQueryInput;
    const viewer = await reportViewer(ctx, request);
    const range = rangeOf(query);
    return overview(ctx.db, await overviewRequest(ctx, viewer, query, range), range);
  });

  app.get('/reports/agents', { onRequest, schema: { querystring: reportsQuery } }, async (request): Promise<{ data: ReportsAgentRow[] }> => ({
    data: (await agentsOf(request)).rows,
  }));

  app.get('/reports/agents.csv', { onRequest, schema: { querystring: reportsQuery } }, async (request, reply) => {
    const { query, rows } = await agentsOf(request);
    return sendCsv(
      reply,
      'agents',
      query,
      (async function* () {
        yield CSV_BOM + csvLine(AGENT_COLUMNS);
        for (const row of rows) yield agentCsv(row);
      })(),
    );
  });

  app.get('/reports/ratings', { onRequest, schema: { querystring: ratingsQuery } }, async (request) => {
    const { figures, readable } = await ratingsRequest(request);
    const { take, page } = request.query as { take: number; page: number };
    return ratingsPage(ctx.db, figures, readable, take, page);
  });

  app.get('/reports/ratings.csv', { onRequest, schema: { querystring: reportsQuery } }, async (request, reply) => {
    const { query, figures, readable } = await ratingsRequest(request);
    return sendCsv(
      reply,
      'ratings',
      query,
      (async function* () {
        yield CSV_BOM + csvLine(RATING_COLUMNS);
        for await (const batch of allRatings(ctx.db, figures, readable)) yield batch.map(ratingCsv).join('');
      })(),
    );
  });
}
