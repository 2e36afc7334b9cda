// The three heat maps of one trainee, from their answers per case (case_reviews, storage migrations 5 and 15): apart
// from the other progress queries, so the thread that counts a training room's figures loads only what they need.
import { allRows } from '../../../node-shared/storage/rows.ts';
import type { DatabaseSync } from 'node:sqlite';
import { SPEED_TARGETS_MS } from '../../../core/drills/mastery.ts';
import { DRILL_KINDS } from '../../../core/drills/types.ts';
import { betLabel, payoutBet, tableOfPlayCell, type AmountBand } from '../../../core/progress/heat-cells.ts';
import type {
  ClauseHeatCell,
  Heatmaps,
  PayoutHeatCell,
  TableOfPlayHeatCell,
} from '../../../contract/progress-types.ts';

/** SQL: the target time of the row's skill, from the same table the marks use. */
const TARGET_MS = `CASE kind ${DRILL_KINDS.map((k) => `WHEN '${k}' THEN ${SPEED_TARGETS_MS[k]}`).join(' ')} END`;
/** SQL: a slow answer, over the skill's target or after its step's time limit ("too slow": not floor-ready). */
const SLOW = `(late = 1 OR response_ms > ${TARGET_MS})`;

interface CellRow {
  answered: number;
  wrong: number;
  slow: number;
}

const rates = (r: CellRow) => ({
  answered: r.answered,
  wrong: r.wrong,
  slow: r.slow,
  errorRate: r.answered ? r.wrong / r.answered : 0,
  slowRate: r.answered ? r.slow / r.answered : 0,
});

/** The three heat maps of one trainee, from their answers per case. */
export function heatmaps(db: DatabaseSync, traineeId: string): Heatmaps {
  const grid = allRows<CellRow & { tag: string }>(
    db.prepare(
      `SELECT tag, COUNT(*) AS answered, SUM(1 - correct) AS wrong, SUM(${SLOW}) AS slow
       FROM case_reviews WHERE trainee_id = ? AND kind IN ('third-card', 'whole-coup')
         AND tag GLOB 'banker-[0-7]-vs-*' GROUP BY tag`,
    ),
    traineeId,
  );
  const tableOfPlay: TableOfPlayHeatCell[] = [];
  for (const r of grid) {
    const cell = tableOfPlayCell(r.tag);
    if (cell) tableOfPlay.push({ ...cell, ...rates(r), target: { type: 'table-of-play', cell } });
  }
  // The band is the stake's (core/progress/heatmap.ts), which the answer key records (payout answers only; an
  // answer stored before it did has none: "not recorded").
  const pay = allRows<CellRow & { tag: string; band: string }>(
    db.prepare(
      `SELECT tag, CASE WHEN stake IS NULL OR stake <= 0 THEN 'not recorded' WHEN stake < 1000 THEN '<10'
         WHEN stake < 10000 THEN '10–99' WHEN stake < 100000 THEN '100–999' ELSE '1000+' END AS band,
         COUNT(*) AS answered, SUM(1 - correct) AS wrong, SUM(${SLOW}) AS slow
       FROM (SELECT c.kind, c.tag, c.correct, c.response_ms, c.late,
               json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.stake') AS stake
             FROM case_reviews c JOIN progress_facts f ON f.id = c.fact_id
               LEFT JOIN responses r ON r.session_id = f.session_id AND r.seq = f.seq
             WHERE c.trainee_id = ? AND c.kind = 'payout' AND c.amount IS NOT NULL)
       GROUP BY tag, band`,
    ),
    traineeId,
  );
  const payouts: PayoutHeatCell[] = [];
  for (const r of pay) {
    const bet = payoutBet(r.tag);
    if (!bet) continue;
    payouts.push({
      bet: bet.bet,
      betLabel: betLabel(bet.bet),
      outcome: bet.outcome,
      band: r.band,
      ...rates(r),
      target: { type: 'case', kind: 'payout', tag: r.tag, band: r.band as AmountBand },
    });
  }
  // A step carries several irregularity tags: count each answer once per clause; drill the clause's broadest tag.
  const irr = allRows<CellRow & { rule: string; tag: string }>(
    db.prepare(
      `SELECT rule, COUNT(DISTINCT fact_id) AS answered,
         COUNT(DISTINCT CASE WHEN correct = 0 THEN fact_id END) AS wrong,
         COUNT(DISTINCT CASE WHEN ${SLOW} THEN fact_id END) AS slow,
         (SELECT c2.tag FROM case_reviews c2 WHERE c2.trainee_id = ? AND c2.kind = 'irregularity'
            AND c2.rule = c.rule ORDER BY length(c2.tag), c2.tag LIMIT 1) AS tag
       FROM case_reviews c WHERE trainee_id = ? AND kind = 'irregularity' AND rule IS NOT NULL
       GROUP BY rule ORDER BY rule`,
    ),
    traineeId,
    traineeId,
  );
  const irregularities: ClauseHeatCell[] = irr.map((r) => ({
    clause: r.rule,
    ...rates(r),
    target: { type: 'case', kind: 'irregularity', tag: r.tag },
  }));
  return { tableOfPlay, payouts, irregularities };
}
