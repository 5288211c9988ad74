//! Writes docs/ops.md from the op tables: `cargo run --release --example ops-doc`.
//! `tests/docs.rs` fails when the checked-in page differs from what this writes.

use mlir_refine::semantics::ops_doc;
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(ops_doc::PATH);
    match std::fs::write(&path, ops_doc::markdown()) {
        Ok(()) => {
            println!("wrote {}", path.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("ops-doc: cannot write {}: {e}", path.display());
            ExitCode::FAILURE
        }
    }
}
