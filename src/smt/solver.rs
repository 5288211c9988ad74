//! Solver and model.

use super::{Bits, Bool, Context, Term, BV};
use std::ffi::CStr;
use z3_sys::*;

pub enum SatResult<'c> {
    Sat(Model<'c>),
    Unsat,
    /// Z3 gave up; the string is Z3's reason ("timeout", "canceled", ...).
    Unknown(String),
}

pub struct Solver<'c> {
    ctx: &'c Context,
    raw: Z3_solver,
}

impl<'c> Solver<'c> {
    /// A solver whose `check` gives up after `timeout_ms` (0: no limit).
    pub fn new(ctx: &'c Context, timeout_ms: u32) -> Solver<'c> {
        unsafe {
            let raw = Z3_mk_solver(ctx.raw());
            Z3_solver_inc_ref(ctx.raw(), raw);
            let s = Solver { ctx, raw };
            if timeout_ms > 0 {
                s.set_timeout(timeout_ms);
            }
            s
        }
    }

    /// Changes the time limit of later checks (0: no limit).
    pub fn set_timeout(&self, timeout_ms: u32) {
        unsafe {
            let c = self.ctx.raw();
            let p = Z3_mk_params(c);
            Z3_params_inc_ref(c, p);
            Z3_params_set_uint(c, p, self.ctx.symbol("timeout"), if timeout_ms == 0 { u32::MAX } else { timeout_ms });
            Z3_solver_set_params(c, self.raw, p);
            Z3_params_dec_ref(c, p);
        }
    }

    pub fn push(&self) {
        unsafe { Z3_solver_push(self.ctx.raw(), self.raw) };
    }

    pub fn pop(&self) {
        unsafe { Z3_solver_pop(self.ctx.raw(), self.raw, 1) };
    }

    pub fn assert(&self, b: &Bool<'c>) {
        unsafe { Z3_solver_assert(self.ctx.raw(), self.raw, b.0.raw()) };
    }

    pub fn check(&self) -> SatResult<'c> {
        let c = self.ctx.raw();
        match unsafe { Z3_solver_check(c, self.raw) } {
            Z3_L_TRUE => unsafe {
                let m = Z3_solver_get_model(c, self.raw);
                Z3_model_inc_ref(c, m);
                SatResult::Sat(Model { ctx: self.ctx, raw: m })
            },
            Z3_L_FALSE => SatResult::Unsat,
            _ => {
                let reason = unsafe { CStr::from_ptr(Z3_solver_get_reason_unknown(c, self.raw)) };
                SatResult::Unknown(reason.to_string_lossy().into_owned())
            }
        }
    }

    /// The asserted formulas in SMT-LIB form (for `--dump-smt` style logs).
    pub fn to_smtlib(&self) -> String {
        unsafe { CStr::from_ptr(Z3_solver_to_string(self.ctx.raw(), self.raw)).to_string_lossy().into_owned() }
    }
}

impl Drop for Solver<'_> {
    fn drop(&mut self) {
        unsafe { Z3_solver_dec_ref(self.ctx.raw(), self.raw) };
    }
}

/// A satisfying assignment. Evaluation completes the model, so every term
/// has a value (free variables the solver did not constrain get a default).
pub struct Model<'c> {
    ctx: &'c Context,
    raw: Z3_model,
}

impl<'c> Model<'c> {
    pub fn eval(&self, t: &Term<'c>) -> Term<'c> {
        let mut out: Z3_ast = std::ptr::null_mut();
        let ok = unsafe { Z3_model_eval(self.ctx.raw(), self.raw, t.raw(), true, &mut out) };
        assert!(ok, "Z3 could not evaluate a term in the model");
        self.ctx.wrap(out)
    }

    pub fn eval_bool(&self, b: &Bool<'c>) -> bool {
        Bool(self.eval(&b.0)).as_const().expect("model evaluation gave a non-constant boolean")
    }

    pub fn eval_bv(&self, v: &BV<'c>) -> Bits {
        BV::wrap(self.eval(v.term()), v.width()).as_const().expect("model evaluation gave a non-numeral")
    }
}

impl Drop for Model<'_> {
    fn drop(&mut self) {
        unsafe { Z3_model_dec_ref(self.ctx.raw(), self.raw) };
    }
}
