//! A campaign's results in SQLite: one row per job, one per function
//! verdict, one per finding. A job's row is written with its verdicts in
//! one transaction when it ends, so a campaign stopped at any point is
//! resumed by skipping the keys already present; shards written to
//! separate files are combined by `merge` (`merge.rs`: a job run by two
//! shards counts once, whole from one of them).

use super::pool::Outcome;
use rusqlite::{Connection, params};
use std::collections::BTreeSet;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS jobs(
  key TEXT PRIMARY KEY, input TEXT NOT NULL, chunk INTEGER NOT NULL, pipeline TEXT NOT NULL,
  source TEXT NOT NULL, status TEXT NOT NULL, detail TEXT NOT NULL, exit_code INTEGER,
  ms REAL NOT NULL, peak_kb INTEGER NOT NULL, stderr TEXT NOT NULL, unregistered INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS verdicts(
  job TEXT NOT NULL, stage TEXT NOT NULL, stage_index INTEGER NOT NULL, function TEXT NOT NULL,
  verdict TEXT NOT NULL, detail TEXT NOT NULL, ms REAL NOT NULL, encode_ms REAL NOT NULL,
  solve_ms REAL NOT NULL, counterexample TEXT,
  PRIMARY KEY(job, stage_index, function));
CREATE TABLE IF NOT EXISTS findings(
  job TEXT NOT NULL, stage TEXT NOT NULL, function TEXT NOT NULL, kind TEXT NOT NULL,
  signature TEXT NOT NULL, reproducer TEXT NOT NULL, lit_test TEXT NOT NULL, reduced TEXT,
  executed TEXT,
  PRIMARY KEY(job, stage, function));
CREATE TABLE IF NOT EXISTS meta(k TEXT PRIMARY KEY, v TEXT NOT NULL);
";

/// An open campaign database.
pub struct Db {
    pub conn: Connection,
}

/// A clear message for a database error.
fn err(path: &str) -> impl Fn(rusqlite::Error) -> String + '_ {
    move |e| format!("campaign database '{path}': {e}")
}

impl Db {
    /// Opens (creating if needed) the database at `path`.
    pub fn open(path: &str) -> Result<Db, String> {
        let conn = Connection::open(path).map_err(err(path))?;
        conn.execute_batch(SCHEMA).map_err(err(path))?;
        // Several campaigns (shards on one file system) may share a file.
        conn.busy_timeout(std::time::Duration::from_secs(30)).map_err(err(path))?;
        Ok(Db { conn })
    }

    /// Fails unless the database can be written (a read-only file or
    /// folder is found before any job runs, not after the first).
    pub fn check_writable(&self, path: &str) -> Result<(), String> {
        self.conn
            .execute("INSERT OR REPLACE INTO meta VALUES('writable', 'yes')", [])
            .map(|_| ())
            .map_err(|e| format!("campaign database '{path}' cannot be written: {e}"))
    }

    /// The keys of the jobs already recorded with a result (skipped on
    /// resume); a job that could not run (`failed`) runs again.
    pub fn done_keys(&self) -> Result<BTreeSet<String>, String> {
        let mut st = self.conn.prepare("SELECT key FROM jobs WHERE status != 'failed'").map_err(|e| e.to_string())?;
        let keys = st.query_map([], |r| r.get::<_, String>(0)).map_err(|e| e.to_string())?;
        keys.collect::<Result<_, _>>().map_err(|e| e.to_string())
    }

    /// Records a job, its verdicts and its findings, atomically.
    pub fn record(&mut self, o: &Outcome) -> Result<(), String> {
        let tx = self.conn.transaction().map_err(|e| e.to_string())?;
        let j = &o.job;
        tx.execute(
            "INSERT OR REPLACE INTO jobs VALUES(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12)",
            params![
                j.key,
                j.input,
                j.chunk as i64,
                j.pipeline,
                j.text,
                o.status.name(),
                o.detail,
                o.exit_code,
                o.ms,
                o.peak_kb as i64,
                o.stderr,
                j.unregistered
            ],
        )
        .map_err(|e| e.to_string())?;
        // A job that could not run has no result: whatever its process
        // wrote before it was stopped is not kept.
        if o.status == super::pool::Status::Failed {
            return tx.commit().map_err(|e| e.to_string());
        }
        for v in &o.verdicts {
            tx.execute(
                "INSERT OR REPLACE INTO verdicts VALUES(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10)",
                params![
                    j.key,
                    v.stage,
                    v.stage_index,
                    v.function,
                    v.verdict,
                    v.detail,
                    v.ms,
                    v.encode_ms,
                    v.solve_ms,
                    v.counterexample
                ],
            )
            .map_err(|e| e.to_string())?;
        }
        for f in super::findings::of(o) {
            tx.execute(
                "INSERT OR REPLACE INTO findings VALUES(?1,?2,?3,?4,?5,?6,?7,NULL,NULL)",
                params![j.key, f.stage, f.function, f.kind, f.signature, f.reproducer, f.lit_test],
            )
            .map_err(|e| e.to_string())?;
        }
        tx.commit().map_err(|e| e.to_string())
    }

    /// Merges the databases `inputs` into this one (at `path`): a function
    /// of the set, each job whole from one database (`merge.rs`); returns
    /// the conflicts found.
    pub fn merge(&mut self, path: &str, inputs: &[String]) -> Result<Vec<String>, String> {
        super::merge::merge(self, path, inputs)
    }
}

/// Counts of a job's verdicts by kind, for progress lines.
pub fn tally(o: &Outcome) -> [usize; 4] {
    let mut t = [0; 4];
    for v in &o.verdicts {
        let k = match v.verdict.as_str() {
            "valid" => 0,
            "invalid" => 1,
            "unsupported" => 2,
            _ => 3,
        };
        t[k] += 1;
    }
    t
}
