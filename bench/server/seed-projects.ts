// Bulk projects for the list benchmarks: N rows for tenant 3 in one statement, spread over the states,
// methods and ten years of creation times, like an agency's archive.

import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function insertProjects(db: Kysely<never>, count: number): Promise<void> {
  await sql`
    insert into projects (tenant_id, project_name, project_num, bidding_method, project_budget, state,
      audit_state, project_flow_name, mode, is_tender_by_law, creation_time, creator_user_id)
    select 3,
      '基准项目 ' || n || (array['道路改造','设备采购','物业服务','信息化建设'])[1 + n % 4],
      'BENCH-' || n,
      (array['公开招标','邀请招标','竞争性谈判','询价采购'])[1 + n % 4],
      (n % 1000) * 1000 + 0.5,
      (array[3,3,3,5,8])[1 + n % 5],
      case when n % 7 = 0 then '13' end,
      (array['招标文件编制','报名','开标评标','中标结果公告'])[1 + n % 4],
      3,
      n % 2 = 0,
      now() - (n || ' minutes')::interval * 50,
      null
    from generate_series(1, ${count}) as n`.execute(db);
  await sql`analyze projects`.execute(db);
}
