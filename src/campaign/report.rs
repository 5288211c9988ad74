//! `campaign report`: a summary of a campaign database as text (verdicts
//! per stage, findings grouped by signature, crashes, the slowest
//! functions) and as a static HTML page with the findings and a plot of
//! the time per function.

use super::db::Db;
use std::fmt::Write;

/// What the report shows, read from the database.
pub struct Summary {
    /// Jobs by status.
    pub jobs: Vec<(String, i64)>,
    /// Per stage: (stage, valid, invalid, unsupported, inconclusive).
    pub stages: Vec<(String, i64, i64, i64, i64)>,
    /// Findings grouped: (signature, count, an example's input, the lit
    /// test of the smallest (reduced, if one is) reproducer, what execution
    /// showed).
    pub findings: Vec<(String, i64, String, String, String)>,
    /// Jobs that crashed or timed out: (input, chunk, pipeline, status, detail).
    pub failures: Vec<(String, i64, String, String, String)>,
    /// Jobs that could not run (not results; the next run runs them
    /// again): (input, chunk, pipeline, detail).
    pub not_run: Vec<(String, i64, String, String)>,
    /// Slowest functions: (ms, stage, function, input, verdict).
    pub slowest: Vec<(f64, String, String, String, String)>,
    /// Every function's time, in ms (for the plot).
    pub times: Vec<f64>,
}

fn rows<T>(db: &Db, sql: &str, f: impl Fn(&rusqlite::Row) -> rusqlite::Result<T>) -> Result<Vec<T>, String> {
    let mut st = db.conn.prepare(sql).map_err(|e| e.to_string())?;
    let it = st.query_map([], f).map_err(|e| e.to_string())?;
    it.collect::<Result<Vec<T>, _>>().map_err(|e| e.to_string())
}

/// Reads the summary of `db`.
pub fn summarize(db: &Db) -> Result<Summary, String> {
    Ok(Summary {
        jobs: rows(db, "SELECT status, COUNT(*) FROM jobs GROUP BY status ORDER BY status", |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?,
        stages: rows(
            db,
            "SELECT stage, SUM(verdict='valid'), SUM(verdict='invalid'), SUM(verdict='unsupported'), \
             SUM(verdict NOT IN ('valid','invalid','unsupported')) FROM verdicts GROUP BY stage ORDER BY stage",
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )?,
        findings: rows(
            db,
            "SELECT f.signature, COUNT(*), MIN(j.input || ' #' || j.chunk || ' ' || f.function), \
             (SELECT g.lit_test FROM findings g WHERE g.signature = f.signature \
              ORDER BY g.reduced IS NULL, length(g.reproducer) LIMIT 1), \
             COALESCE((SELECT g.executed FROM findings g WHERE g.signature = f.signature \
              ORDER BY g.executed NOT LIKE 'confirmed%', g.executed IS NULL LIMIT 1), '') \
             FROM findings f JOIN jobs j ON j.key = f.job GROUP BY f.signature ORDER BY COUNT(*) DESC, f.signature",
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )?,
        failures: rows(
            db,
            "SELECT input, chunk, pipeline, status, detail FROM jobs WHERE status IN ('crash','timeout') \
             ORDER BY input, chunk",
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )?,
        not_run: rows(
            db,
            "SELECT input, chunk, pipeline, detail FROM jobs WHERE status = 'failed' ORDER BY input, chunk",
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )?,
        slowest: rows(
            db,
            "SELECT v.ms, v.stage, v.function, j.input || ' #' || j.chunk, v.verdict FROM verdicts v \
             JOIN jobs j ON j.key = v.job ORDER BY v.ms DESC LIMIT 10",
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )?,
        times: rows(db, "SELECT ms FROM verdicts ORDER BY ms", |r| r.get(0))?,
    })
}

/// The summary as text.
pub fn text(s: &Summary) -> String {
    let mut out = String::new();
    let jobs: Vec<String> = s.jobs.iter().map(|(k, n)| format!("{n} {k}")).collect();
    let _ = writeln!(out, "jobs: {}", if jobs.is_empty() { "none".into() } else { jobs.join(", ") });
    let _ =
        writeln!(out, "\n{:<60} {:>7} {:>7} {:>11} {:>12}", "stage", "valid", "invalid", "unsupported", "inconclusive");
    for (stage, v, i, u, n) in &s.stages {
        let _ = writeln!(out, "{:<60} {v:>7} {i:>7} {u:>11} {n:>12}", clip(stage, 60));
    }
    let _ = writeln!(out, "\nfindings: {} signatures", s.findings.len());
    for (sig, n, example, lit, executed) in &s.findings {
        let _ = writeln!(out, "  {n:>4} x {sig}\n         e.g. {example}");
        if !executed.is_empty() {
            let _ = writeln!(out, "         {executed}");
        }
        for l in lit.lines() {
            let _ = writeln!(out, "         | {l}");
        }
    }
    if !s.failures.is_empty() {
        let _ = writeln!(out, "\ncrashed or killed jobs: {}", s.failures.len());
        for (input, chunk, pipeline, status, detail) in &s.failures {
            let _ = writeln!(out, "  {status}: {input} #{chunk} '{pipeline}': {}", clip(detail, 120));
        }
    }
    if !s.not_run.is_empty() {
        let _ = writeln!(
            out,
            "\njobs that could not run: {} (not results: run the campaign again to run them)",
            s.not_run.len()
        );
        for (input, chunk, pipeline, detail) in &s.not_run {
            let _ = writeln!(out, "  {input} #{chunk} '{pipeline}': {}", clip(detail, 120));
        }
    }
    if !s.slowest.is_empty() {
        let _ = writeln!(out, "\nslowest functions:");
        for (ms, stage, f, input, verdict) in &s.slowest {
            let _ = writeln!(out, "  {ms:>9.1} ms  {verdict:<12} {f} ({input}, {})", clip(stage, 50));
        }
    }
    out
}

fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n { s.to_string() } else { s.chars().take(n - 1).collect::<String>() + "…" }
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The summary as a static HTML page: tables, the findings with their lit
/// tests, and an SVG plot of the time per function (sorted, log scale).
pub fn html(s: &Summary) -> String {
    let mut h = String::from(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>mlir-refine campaign</title>\
         <style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}\
         td,th{border:1px solid #ccc;padding:2px 8px;text-align:left}pre{background:#f6f6f6;padding:8px;\
         overflow-x:auto}</style></head><body><h1>mlir-refine campaign</h1>",
    );
    let jobs: Vec<String> = s.jobs.iter().map(|(k, n)| format!("{n} {k}")).collect();
    let _ = write!(
        h,
        "<p>Jobs: {}</p><h2>Verdicts per stage</h2><table><tr><th>stage</th><th>valid</th>\
        <th>invalid</th><th>unsupported</th><th>inconclusive</th></tr>",
        esc(&jobs.join(", "))
    );
    for (stage, v, i, u, n) in &s.stages {
        let _ = write!(h, "<tr><td>{}</td><td>{v}</td><td>{i}</td><td>{u}</td><td>{n}</td></tr>", esc(stage));
    }
    let _ = write!(h, "</table><h2>Findings ({} signatures)</h2>", s.findings.len());
    for (sig, n, example, lit, executed) in &s.findings {
        let _ = write!(
            h,
            "<h3>{} × {}</h3><p>e.g. {}</p><p>{}</p><pre>{}</pre>",
            n,
            esc(sig),
            esc(example),
            esc(executed),
            esc(lit)
        );
    }
    if !s.failures.is_empty() {
        let _ = write!(
            h,
            "<h2>Crashed or killed jobs</h2><table><tr><th>status</th><th>input</th><th>pipeline</th><th>detail</th></tr>"
        );
        for (input, chunk, pipeline, status, detail) in &s.failures {
            let _ = write!(
                h,
                "<tr><td>{status}</td><td>{} #{chunk}</td><td>{}</td><td>{}</td></tr>",
                esc(input),
                esc(pipeline),
                esc(detail)
            );
        }
        h.push_str("</table>");
    }
    if !s.not_run.is_empty() {
        let _ = write!(
            h,
            "<h2>Jobs that could not run ({}; not results: run the campaign again)</h2><table><tr><th>input</th>\
             <th>pipeline</th><th>detail</th></tr>",
            s.not_run.len()
        );
        for (input, chunk, pipeline, detail) in &s.not_run {
            let _ = write!(
                h,
                "<tr><td>{} #{chunk}</td><td>{}</td><td>{}</td></tr>",
                esc(input),
                esc(pipeline),
                esc(detail)
            );
        }
        h.push_str("</table>");
    }
    let _ = write!(h, "<h2>Time per function ({} functions, sorted)</h2>{}", s.times.len(), plot(&s.times));
    h.push_str("</body></html>\n");
    h
}

/// An SVG plot of sorted times on a log scale (0.01 ms to the largest).
fn plot(times: &[f64]) -> String {
    let (w, hgt) = (800.0, 300.0);
    let max = times.iter().cloned().fold(1.0f64, f64::max).log10().ceil().max(1.0);
    let min = -2.0;
    let y = |ms: f64| hgt - (ms.max(0.01).log10() - min) / (max - min) * hgt;
    let n = times.len().max(2) as f64 - 1.0;
    let pts: Vec<String> =
        times.iter().enumerate().map(|(i, t)| format!("{:.1},{:.1}", i as f64 / n * w, y(*t))).collect();
    let mut svg = format!(
        "<svg width=\"{}\" height=\"{}\" xmlns=\"http://www.w3.org/2000/svg\"><g transform=\"translate(60,10)\">",
        w + 80.0,
        hgt + 40.0
    );
    let mut e = min as i32;
    while e as f64 <= max {
        let yy = y(10f64.powi(e));
        let _ = write!(
            svg,
            "<line x1=\"0\" x2=\"{w}\" y1=\"{yy:.1}\" y2=\"{yy:.1}\" stroke=\"#eee\"/><text x=\"-55\" y=\"{:.1}\" font-size=\"11\">{} ms</text>",
            yy + 4.0,
            10f64.powi(e)
        );
        e += 1;
    }
    let _ = write!(
        svg,
        "<polyline fill=\"none\" stroke=\"#36c\" stroke-width=\"1.5\" points=\"{}\"/></g></svg>",
        pts.join(" ")
    );
    svg
}
