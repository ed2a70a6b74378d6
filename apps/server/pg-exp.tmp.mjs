import { PGlite } from '@electric-sql/pglite';
const mb = (v) => Math.round(v/1048576);
const mu = (l) => { const m = process.memoryUsage(); console.log(l, 'rss', mb(m.rss), 'ext', mb(m.external), 'heap', mb(m.heapUsed)); };
const variant = process.argv[2];
const opts = {};
if (variant !== 'default') {
  opts.initialMemory = Number(process.env.IM ?? 16) * 1048576;
  opts.startParams = [...PGlite.defaultStartParams ?? [], '-c', `shared_buffers=${process.env.SB ?? '16MB'}`, '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB', '-c','max_connections=' + (process.env.MC ?? '10'), '-c', 'wal_buffers=1MB'];
}
mu('start');
let t=performance.now();
const c = await PGlite.create('/tmp/memory-data/db', opts);
mu('open ' + Math.round(performance.now()-t)+'ms');
console.log((await c.query("select name, setting from pg_settings where name in ('shared_buffers','work_mem','max_connections','wal_buffers')")).rows.map(r=>r.name+'='+r.setting).join(' '));
t=performance.now();
for (const tb of (await c.query("select tablename from pg_tables where schemaname='public'")).rows) await c.query(`select count(*) from "${tb.tablename}"`);
mu('scan ' + Math.round(performance.now()-t)+'ms');
global.gc?.(); mu('gc');
await c.close();
