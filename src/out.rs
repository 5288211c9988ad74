//! Output of the command-line tools that never panics: `println!` and
//! `eprintln!` panic when a write fails (a reader that closed the pipe,
//! `head -1`; a full disk, `/dev/full`). Standard output is a product of
//! the run: its first failed write is kept (`stdout_error`), later writes
//! are dropped, and the caller stops and says so. Standard error only
//! carries messages: a failed write there is ignored, so it never changes
//! an exit status.

use std::io::Write;
use std::sync::Mutex;

/// The first error writing standard output, if any.
static STDOUT_ERROR: Mutex<Option<String>> = Mutex::new(None);

/// Writes `text` to standard output, flushed; false when this write or an
/// earlier one failed (nothing more is written).
pub fn text(text: &str) -> bool {
    let mut failed = STDOUT_ERROR.lock().unwrap_or_else(|e| e.into_inner());
    if failed.is_some() {
        return false;
    }
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        Ok(()) => true,
        Err(e) => {
            *failed = Some(e.to_string());
            false
        }
    }
}

/// `text` and a newline (see `text`).
pub fn line(line: &str) -> bool {
    text(&format!("{line}\n"))
}

/// Why standard output could not be written, if it could not.
pub fn stdout_error() -> Option<String> {
    STDOUT_ERROR.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// A line on standard error; a failed write is ignored.
pub fn err(line: &str) {
    let mut e = std::io::stderr().lock();
    let _ = writeln!(e, "{line}");
}

/// `eprintln!` that ignores write errors (see `err`).
#[macro_export]
macro_rules! errln {
    ($($t:tt)*) => { $crate::out::err(&format!($($t)*)) };
}

/// `println!` that records a failed write instead of panicking (see
/// `text`); gives whether the line was written.
#[macro_export]
macro_rules! outln {
    ($($t:tt)*) => { $crate::out::line(&format!($($t)*)) };
}

/// Takes an exclusive lock on a file for as long as it is open, without
/// waiting (`flock`): `Ok(false)` when another process holds it. Given by
/// the layer that may call the system (`plugin::signals::install_locker`);
/// the tools set it first thing.
pub type Locker = fn(&std::fs::File) -> std::io::Result<bool>;

static LOCKER: std::sync::OnceLock<Locker> = std::sync::OnceLock::new();

/// Sets how report files are locked (once; later calls change nothing).
pub fn set_locker(lock: Locker) {
    let _ = LOCKER.set(lock);
}

/// A report file (JSON lines): checked and opened before any work, written
/// line by line, each line flushed as it is made, so that a killed run
/// leaves what it checked and never an earlier run's lines.
///
/// Opening it is refused when the path is one of the run's inputs (it
/// would be emptied before it is read) and when another run is writing it:
/// the file is locked (`flock`) for as long as this run holds it, and it
/// is emptied only once the lock is taken, so two runs never interleave
/// their lines or empty each other's.
pub struct ReportFile {
    path: String,
    file: std::fs::File,
}

impl ReportFile {
    /// Opens `path`, which must not be any of `inputs`; the error says
    /// what to do.
    pub fn create(path: &str, inputs: &[&str]) -> Result<ReportFile, String> {
        use std::os::unix::fs::MetadataExt;
        if let Ok(m) = std::fs::metadata(path) {
            for input in inputs {
                if std::fs::metadata(input).is_ok_and(|i| (i.dev(), i.ino()) == (m.dev(), m.ino())) {
                    return Err(format!(
                        "the report file '{path}' is the input '{input}': writing it would destroy the input; \
                         give another path"
                    ));
                }
            }
        }
        let bad = |e: std::io::Error| format!("cannot write the report file '{path}': {e}; give a writable path");
        let file = std::fs::OpenOptions::new().write(true).create(true).truncate(false).open(path).map_err(bad)?;
        if let Some(lock) = LOCKER.get() {
            if !lock(&file).map_err(bad)? {
                return Err(format!(
                    "the report file '{path}' is being written by another run (it is locked); \
                     give each run its own report"
                ));
            }
        }
        // Emptied only once the lock is held; a device (`/dev/full`, a
        // pipe) has nothing to empty.
        if file.metadata().map_err(bad)?.is_file() {
            file.set_len(0).map_err(bad)?;
        }
        Ok(ReportFile { path: path.to_string(), file })
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    /// Appends one line, flushed.
    pub fn line(&mut self, line: &str) -> Result<(), String> {
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
        self.file
            .write_all(&bytes)
            .and_then(|_| self.file.flush())
            .map_err(|e| format!("cannot write the report file '{}': {e}", self.path))
    }
}
