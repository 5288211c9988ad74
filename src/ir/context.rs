//! Pass pipelines, and contexts and modules owned by Rust (the CLI, tests).

use super::*;

/// Checks that `pipeline` parses as a pass pipeline nested in
/// `builtin.module`; the error text otherwise.
pub fn check_pass_pipeline(pipeline: &str) -> Result<(), String> {
    let e = shim::ffi::check_pass_pipeline(pipeline);
    if e.is_empty() { Ok(()) } else { Err(e) }
}

/// An MLIR context owned by Rust, with every upstream dialect registered and
/// diagnostics printed with source lines (as mlir-opt prints them).
pub struct OwnedContext {
    pub(super) raw: MlirContext,
    handler: Option<cxx::UniquePtr<shim::ffi::SourceMgrHandler>>,
}

impl OwnedContext {
    pub fn new(allow_unregistered: bool) -> OwnedContext {
        unsafe {
            let raw = mlirContextCreateWithThreading(false);
            let registry = mlirDialectRegistryCreate();
            mlirRegisterAllDialects(registry);
            mlirContextAppendDialectRegistry(raw, registry);
            mlirDialectRegistryDestroy(registry);
            mlirContextSetAllowUnregisteredDialects(raw, allow_unregistered);
            let handler = Some(shim::ffi::attach_source_mgr_handler(raw.ptr as usize));
            OwnedContext { raw, handler }
        }
    }

    /// Parses a file; parse errors are reported through the diagnostic
    /// handler and give `None`.
    pub fn parse_file(&self, path: &str) -> Option<OwnedModule<'_>> {
        let m = unsafe { mlirModuleCreateParseFromFile(self.raw, str_ref(path)) };
        if m.ptr.is_null() { None } else { Some(OwnedModule { raw: m, _ctx: PhantomData }) }
    }

    /// Parses a string (used by tests).
    pub fn parse_str(&self, text: &str) -> Option<OwnedModule<'_>> {
        let c = CString::new(text).ok()?;
        let m = unsafe { mlirModuleCreateParse(self.raw, mlirStringRefCreateFromCString(c.as_ptr())) };
        if m.ptr.is_null() { None } else { Some(OwnedModule { raw: m, _ctx: PhantomData }) }
    }
}

impl Drop for OwnedContext {
    fn drop(&mut self) {
        self.handler.take();
        unsafe { mlirContextDestroy(self.raw) };
    }
}

/// A parsed module, destroyed with its owner.
pub struct OwnedModule<'c> {
    pub(super) raw: MlirModule,
    _ctx: PhantomData<&'c OwnedContext>,
}

impl<'c> OwnedModule<'c> {
    pub fn op(&self) -> Op<'_> {
        Op::new(unsafe { mlirModuleGetOperation(self.raw) }).expect("module without operation")
    }
}

impl Drop for OwnedModule<'_> {
    fn drop(&mut self) {
        unsafe { mlirModuleDestroy(self.raw) };
    }
}
