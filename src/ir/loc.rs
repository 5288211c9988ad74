//! Locations, their plain-data identity, and diagnostics.

use super::*;

/// A source location.
#[derive(Clone, Copy)]
pub struct Loc<'a> {
    pub(super) raw: MlirLocation,
    pub(super) _ir: PhantomData<&'a ()>,
}

impl<'a> Loc<'a> {
    pub fn handle(&self) -> usize {
        self.raw.ptr as usize
    }

    pub fn is_unknown(&self) -> bool {
        unsafe { mlirLocationEqual(self.raw, mlirLocationUnknownGet(mlirLocationGetContext(self.raw))) }
    }

    /// `file:line:col` for a file location; MLIR's printed form otherwise.
    pub fn short(&self) -> String {
        unsafe {
            if mlirLocationIsAFileLineColRange(self.raw) {
                let file = to_str(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(self.raw)));
                let line = mlirLocationFileLineColRangeGetStartLine(self.raw);
                let col = mlirLocationFileLineColRangeGetStartColumn(self.raw);
                return format!("{file}:{line}:{col}");
            }
        }
        print_with!(mlirLocationPrint, self.raw)
    }
}

impl<'a> Loc<'a> {
    /// # Safety
    /// `handle` must be a live `MlirLocation` pointer valid for `'a`.
    pub(super) unsafe fn from_handle(handle: usize) -> Loc<'a> {
        Loc { raw: MlirLocation { ptr: handle as *const c_void }, _ir: PhantomData }
    }

    /// The location's identity, as plain data.
    pub fn id(&self) -> LocId {
        LocId { loc: self.handle(), ctx: self.context() }
    }

    /// The `MlirContext` the location belongs to, as an address.
    fn context(&self) -> usize {
        unsafe { mlirLocationGetContext(self.raw).ptr as usize }
    }
}

/// A location's identity without the lifetime of the IR: plain data that
/// threads, reports and error values can hold (`semantics::Unsupported`,
/// PDL patterns). Only [`Loc::id`] makes one, so it names a real location.
/// MLIR locations live as long as their context, which outlives all its IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LocId {
    loc: usize,
    ctx: usize,
}

impl LocId {
    /// The location, when it belongs to the context of `anchor` (whose IR
    /// is alive for `'a`, so that context is); otherwise `anchor` itself.
    pub fn resolve<'a>(self, anchor: Loc<'a>) -> Loc<'a> {
        if self.ctx == anchor.context() {
            // SAFETY: made by `Loc::id` from a location of this context,
            // which lives at least as long as `anchor`'s IR.
            unsafe { Loc::from_handle(self.loc) }
        } else {
            anchor
        }
    }

    /// The location's address, to send it to a process that shares the IR
    /// (see `LocTable`).
    pub fn handle(self) -> usize {
        self.loc
    }
}

impl PartialEq for Loc<'_> {
    fn eq(&self, o: &Self) -> bool {
        unsafe { mlirLocationEqual(self.raw, o.raw) }
    }
}
impl Eq for Loc<'_> {}

/// Severity of an emitted diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Remark,
}

/// Emits an MLIR diagnostic at `loc` with notes, through the context's
/// diagnostic engine (so `-verify-diagnostics` and handlers see it).
pub fn emit(loc: Loc<'_>, severity: Severity, message: &str, notes: &[(Loc<'_>, String)]) {
    let notes: Vec<shim::ffi::DiagNote> =
        notes.iter().map(|(l, m)| shim::ffi::DiagNote { loc: l.handle(), message: m.clone() }).collect();
    let sev = match severity {
        Severity::Error => 0,
        Severity::Warning => 1,
        Severity::Remark => 2,
    };
    unsafe { shim::ffi::emit_diagnostic(loc.handle(), sev, message, &notes) };
}

/// Every location in a piece of IR (ops and block arguments), by handle:
/// the safe way back from a handle a verdict carries to a location.
pub struct LocTable<'a> {
    locs: crate::det::Map<usize, Loc<'a>>,
}

impl<'a> LocTable<'a> {
    /// The locations of `roots` and everything nested in them.
    pub fn of(roots: &[Op<'a>]) -> LocTable<'a> {
        let mut locs = crate::det::Map::default();
        let mut stack: Vec<Op<'a>> = roots.to_vec();
        while let Some(op) = stack.pop() {
            let l = op.loc();
            locs.insert(l.handle(), l);
            for r in op.regions() {
                for b in r.blocks() {
                    for a in b.args() {
                        let l = a.loc();
                        locs.insert(l.handle(), l);
                    }
                    stack.extend(b.ops());
                }
            }
        }
        LocTable { locs }
    }

    pub fn get(&self, handle: usize) -> Option<Loc<'a>> {
        self.locs.get(&handle).copied()
    }
}
