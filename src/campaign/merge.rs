//! `campaign merge`: combines campaign databases into one. The result is a
//! function of the set of databases (the target's own rows included), not
//! of their order: each job comes whole (its row, its verdicts and its
//! findings) from one database, so findings always match the verdicts kept.
//! When databases disagree about a job (another status, another verdict for
//! some function), the disagreement is reported and one rule picks the job
//! kept: a result over a failure to run (`failed`), then the most invalid
//! verdicts (a finding is never dropped by a merge), then the most decided
//! verdicts, then the smallest digest of the rows (any order gives it).

use super::db::Db;
use super::inputs::fnv64;
use rusqlite::types::Value;
use std::collections::BTreeMap;

/// One job as one database holds it.
#[derive(Clone)]
struct JobRows {
    job: Vec<Value>,
    verdicts: Vec<Vec<Value>>,
    findings: Vec<Vec<Value>>,
    /// The database it comes from (for messages).
    from: String,
}

fn text(v: &Value) -> String {
    match v {
        Value::Null => "NULL".into(),
        Value::Integer(i) => i.to_string(),
        Value::Real(r) => r.to_string(),
        Value::Text(t) => t.clone(),
        Value::Blob(b) => format!("{b:?}"),
    }
}

impl JobRows {
    fn status(&self) -> String {
        text(&self.job[5])
    }

    /// What the job concluded: its status and each function's verdict per
    /// stage (columns stage_index, function, verdict).
    fn outcome(&self) -> (String, Vec<(String, String, String)>) {
        let mut v: Vec<_> = self.verdicts.iter().map(|r| (text(&r[2]), text(&r[3]), text(&r[4]))).collect();
        v.sort();
        (self.status(), v)
    }

    /// The rule's rank (larger is kept).
    fn rank(&self) -> (bool, usize, usize, std::cmp::Reverse<u64>) {
        let verdict = |w: &str| self.verdicts.iter().filter(|r| text(&r[4]) == w).count();
        let digest = {
            let rows: Vec<String> = std::iter::once(&self.job)
                .chain(&self.verdicts)
                .chain(&self.findings)
                .map(|r| r.iter().map(text).collect::<Vec<_>>().join("\u{1}"))
                .collect();
            let parts: Vec<&str> = rows.iter().map(String::as_str).collect();
            fnv64(&parts)
        };
        (
            self.status() != "failed",
            verdict("invalid"),
            verdict("valid") + verdict("invalid"),
            std::cmp::Reverse(digest),
        )
    }

    fn describe(&self) -> String {
        let (status, v) = self.outcome();
        let invalid = v.iter().filter(|(_, _, w)| w == "invalid").count();
        format!("{}: {status}, {} verdicts, {invalid} invalid", self.from, v.len())
    }
}

fn rows(db: &Db, schema: &str, table: &str) -> Result<Vec<Vec<Value>>, String> {
    let mut st = db.conn.prepare(&format!("SELECT * FROM {schema}.{table}")).map_err(|e| e.to_string())?;
    let n = st.column_count();
    let it = st.query_map([], |r| (0..n).map(|i| r.get::<_, Value>(i)).collect()).map_err(|e| e.to_string())?;
    it.collect::<Result<_, _>>().map_err(|e| e.to_string())
}

/// Every job of one database (`schema`: `main` or an attached alias).
fn load(db: &Db, schema: &str, from: &str, into: &mut BTreeMap<String, Vec<JobRows>>) -> Result<(), String> {
    let mut jobs: BTreeMap<String, JobRows> = BTreeMap::new();
    for j in rows(db, schema, "jobs")? {
        let rows = JobRows { job: j.clone(), verdicts: vec![], findings: vec![], from: from.to_string() };
        jobs.insert(text(&j[0]), rows);
    }
    for v in rows(db, schema, "verdicts")? {
        if let Some(j) = jobs.get_mut(&text(&v[0])) {
            j.verdicts.push(v);
        }
    }
    for f in rows(db, schema, "findings")? {
        if let Some(j) = jobs.get_mut(&text(&f[0])) {
            j.findings.push(f);
        }
    }
    for (k, j) in jobs {
        into.entry(k).or_default().push(j);
    }
    Ok(())
}

/// The identity of a file (device, inode), if it exists.
fn identity(path: &str) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// Refuses a merge of the database at `db_path` into itself (by any name),
/// before it is opened.
pub fn refuse_self(db_path: &str, inputs: &[String]) -> Result<(), String> {
    let target = identity(db_path);
    match inputs.iter().find(|p| target.is_some() && identity(p) == target) {
        Some(path) => {
            Err(format!("'{path}' is the database merged into (--db {db_path}); merging it into itself is refused"))
        }
        None => Ok(()),
    }
}

/// Merges `inputs` into `db` (at `db_path`); returns the conflicts found,
/// one line each.
pub fn merge(db: &mut Db, db_path: &str, inputs: &[String]) -> Result<Vec<String>, String> {
    let target = identity(db_path);
    let mut seen = Vec::new();
    let mut all: BTreeMap<String, Vec<JobRows>> = BTreeMap::new();
    load(db, "main", db_path, &mut all)?;
    for path in inputs {
        let Some(id) = identity(path) else {
            return Err(format!("campaign database '{path}' does not exist"));
        };
        if Some(id) == target {
            return Err(format!(
                "'{path}' is the database merged into (--db {db_path}); merging it into itself is refused"
            ));
        }
        // The same file named twice is one database of the set.
        if seen.contains(&id) {
            continue;
        }
        seen.push(id);
        db.conn
            .execute("ATTACH DATABASE ?1 AS shard", [path])
            .map_err(|e| format!("campaign database '{path}': {e}"))?;
        let loaded = load(db, "shard", path, &mut all);
        db.conn.execute("DETACH DATABASE shard", []).map_err(|e| format!("campaign database '{path}': {e}"))?;
        loaded.map_err(|e| format!("campaign database '{path}': {e}"))?;
    }
    let mut conflicts = Vec::new();
    let tx = db.conn.transaction().map_err(|e| e.to_string())?;
    for (key, candidates) in &all {
        let kept = candidates.iter().max_by_key(|c| c.rank()).expect("a job has a row");
        // A failure to run is no result: it conflicts with nothing.
        let results: Vec<_> = candidates.iter().filter(|c| c.status() != "failed").map(JobRows::outcome).collect();
        if results.iter().any(|o| *o != results[0]) {
            let j = &kept.job;
            let sides: Vec<String> = candidates.iter().map(JobRows::describe).collect();
            conflicts.push(format!(
                "{} #{} '{}': {}; kept {}",
                text(&j[1]),
                text(&j[2]),
                text(&j[3]),
                sides.join("; "),
                kept.from
            ));
        }
        for table in ["jobs", "verdicts", "findings"] {
            let col = if table == "jobs" { "key" } else { "job" };
            tx.execute(&format!("DELETE FROM main.{table} WHERE {col} = ?1"), [key]).map_err(|e| e.to_string())?;
        }
        let insert = |table: &str, row: &Vec<Value>| -> Result<(), String> {
            let marks = vec!["?"; row.len()].join(",");
            tx.execute(&format!("INSERT INTO main.{table} VALUES({marks})"), rusqlite::params_from_iter(row.iter()))
                .map(|_| ())
                .map_err(|e| e.to_string())
        };
        insert("jobs", &kept.job)?;
        for v in &kept.verdicts {
            insert("verdicts", v)?;
        }
        for f in &kept.findings {
            insert("findings", f)?;
        }
    }
    tx.commit().map_err(|e| e.to_string())?;
    Ok(conflicts)
}
