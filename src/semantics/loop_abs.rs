//! Loops encoded abstractly for a proof by induction (see
//! `encode::LoopAbs`; `refine/induction.rs` pairs the loops and proves the
//! step).
//!
//! The body is encoded once over a fresh state: a fresh induction
//! variable, fresh carried values, and, when the body writes memory, fresh
//! contents for every buffer it writes, one function for both sides (see
//! `memory/havoc.rs`). The body's UB, calls and bounds are not the
//! function's: the loop's results, its UB and the contents it leaves are
//! fresh, related to the other side's by the induction.
//!
//! Which buffers the body writes is learnt by encoding it once on the
//! memory as the loop finds it; that first encoding is then dropped. A body
//! that makes or frees a buffer, makes external calls, aborts or is itself
//! bounded is not abstracted (it is unrolled): the step would not be a
//! plain function of the state.

use super::encode::{Encoder, Exit};
use super::scf::LoopDomain;
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::Op;
use crate::smt::{BV, Bool};

/// A loop encoded abstractly for a proof by induction: its results and
/// its UB are fresh, and its body is encoded once over a fresh state. The
/// caller proves the step (a target iteration from a refined state refines
/// the source iteration) and may then relate the fresh results.
pub struct LoopAbs<'c, 'a> {
    pub op: Op<'a>,
    pub key: String,
    /// Its iterations (bounds and step).
    pub domain: LoopDomain<'c>,
    pub inits: Vec<Val<'c>>,
    /// The induction variable of the abstract iteration (shared by both sides).
    pub iv: BV<'c>,
    /// The loop-carried values at the start of the abstract iteration.
    pub carried: Vec<Val<'c>>,
    /// What the abstract iteration yields.
    pub yields: Vec<Val<'c>>,
    /// When the abstract iteration has UB.
    pub body_ub: Bool<'c>,
    /// The loop's results and UB flag, fresh.
    pub results: Vec<Val<'c>>,
    pub ub: Bool<'c>,
    /// The buffers the body writes (memory in the loop state; empty when
    /// it writes none).
    pub memory: Vec<LoopBlock<'c>>,
    /// Shared by both sides; the induction defines it as the premise
    /// under which the buffers the loop writes end equal on both sides.
    pub premise: Bool<'c>,
}

/// A buffer a loop abstracted for induction writes, both read at one
/// position (named after the loop and the buffer, the same on both
/// sides).
pub struct LoopBlock<'c> {
    pub id: u32,
    /// As the loop finds it.
    pub entry: Val<'c>,
    /// As the abstract iteration leaves it.
    pub exit: Val<'c>,
}

/// One encoding of the body.
struct Body<'c, 'a> {
    exits: Result<Vec<Exit<'c, 'a>>, Unsupported>,
    ub: Bool<'c>,
    /// It made calls, aborted or was bounded.
    impure: bool,
    /// Memory as the iteration leaves it.
    mem: super::memory::Memory<'c>,
}

/// Encodes one iteration of a loop's body from its arguments (the
/// induction variable, then the carried values), giving its exits.
pub(super) type BodyFn<'c, 'a, 'e> =
    dyn FnMut(&mut Encoder<'c, '_, 'a>, &[Val<'c>]) -> Result<Vec<Exit<'c, 'a>>, Unsupported> + 'e;

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Encodes loop `op` (`scf.for`, `affine.for`) abstractly (see the
    /// module comment), or gives `None` to have it unrolled.
    pub(super) fn abstract_for(
        &mut self,
        op: Op<'a>,
        key: String,
        dom: &LoopDomain<'c>,
        inits: &[Val<'c>],
    ) -> Result<Option<Vec<Val<'c>>>, Unsupported> {
        let types: Vec<Ty> = op.results().iter().map(|r| Ty::of(r.ty())).collect();
        let body = op.region(0);
        self.abstract_loop(op, key, dom, inits, &types, &mut |e, args| e.region(body, args))
    }

    /// Encodes a loop of `op` abstractly: iterations `dom`, carried values
    /// from `inits` of `types`, one iteration encoded by `body`. `None`
    /// (nothing of the attempt kept) to have it unrolled.
    pub(super) fn abstract_loop(
        &mut self,
        op: Op<'a>,
        key: String,
        dom: &LoopDomain<'c>,
        inits: &[Val<'c>],
        types: &[Ty],
        body: &mut BodyFn<'c, 'a, '_>,
    ) -> Result<Option<Vec<Val<'c>>>, Unsupported> {
        let (loops, sites) = (self.loops.len(), self.sites.clone());
        let out = self.try_abstract(op, key, dom, inits, types, body);
        if !matches!(out, Ok(Some(_))) {
            // The loops the attempt abstracted inside the body go too.
            self.loops.truncate(loops);
            self.sites = sites;
        }
        out
    }

    fn try_abstract(
        &mut self,
        op: Op<'a>,
        key: String,
        dom: &LoopDomain<'c>,
        inits: &[Val<'c>],
        types: &[Ty],
        run: &mut BodyFn<'c, 'a, '_>,
    ) -> Result<Option<Vec<Val<'c>>>, Unsupported> {
        let smt = self.cx.smt;
        // A memref carried by the loop is not a plain value of the state;
        // inside a parallel loop every iteration's accesses are needed.
        if types.iter().any(|t| matches!(t, Ty::MemRef(_))) || self.mem.log.is_some() {
            return Ok(None);
        }
        // A loop met again (inside a loop that is unrolled) is another
        // instance, with its own names: one name for both would make their
        // results, premises and contents one.
        let met = self.loops.iter().filter(|l| l.key.split('#').next() == Some(key.as_str())).count();
        let key = if met == 0 { key } else { format!("{key}#{met}") };
        let side = self.side;
        let iv = BV::new_const(smt, &format!("{key}.iv"), dom.width());
        let carried: Vec<Val<'c>> = types
            .iter()
            .enumerate()
            .map(|(i, t)| self.cx.fresh(t, &format!("{key}.{side}.c{i}")))
            .collect::<Result<_, _>>()?;
        let mut args = vec![Val::Int(IntVal::new(iv.clone(), self.cx.ff()))];
        args.extend(carried.iter().cloned());

        // First, which buffers the body writes.
        let entry = self.mem.clone();
        let (loops, sites) = (self.loops.len(), self.sites.clone());
        let mut body = self.body_once(run, &args);
        let Some(written) = body.mem.written_since(&entry) else { return Ok(None) };
        let mut memory = Vec::new();
        if !written.is_empty() {
            // Again, from fresh contents in those buffers.
            self.loops.truncate(loops);
            self.sites = sites;
            for id in &written {
                if self.mem.havoc_entry(&self.cx, *id, &format!("{key}.m{id}.in")).is_err() {
                    self.mem = entry;
                    return Ok(None);
                }
            }
            body = self.body_once(run, &args);
            self.mem = entry.clone();
            if body.mem.written_since(&entry).as_ref() != Some(&written) {
                return Ok(None);
            }
            for id in &written {
                let at = BV::new_const(smt, &format!("{key}.m{id}.q"), entry.position_width(*id));
                let (before, after) = (entry.probe(smt, *id, &at), body.mem.probe(smt, *id, &at));
                memory.push(LoopBlock { id: *id, entry: before, exit: after });
            }
        }
        // A body that cannot be encoded is unrolled, which reports why.
        let Ok(exits) = body.exits else { return Ok(None) };
        if body.impure || exits.len() != 1 {
            return Ok(None);
        }
        let premise = Bool::new_const(smt, &format!("{key}.premise"));
        for id in &written {
            let (shared, own) = (format!("{key}.m{id}.out"), format!("{key}.{side}.m{id}.out"));
            if self.mem.havoc_exit(&self.cx, *id, &self.path, &premise, shared, own).is_err() {
                return Ok(None);
            }
        }
        let yields = exits[0].values.clone();
        let results: Vec<Val<'c>> = types
            .iter()
            .enumerate()
            .map(|(i, t)| self.cx.fresh(t, &format!("{key}.{side}.r{i}")))
            .collect::<Result<_, _>>()?;
        let ub = Bool::new_const(smt, &format!("{key}.{side}.ub"));
        self.ub(op, "undefined behaviour inside the loop", ub.clone());
        self.loops.push(LoopAbs {
            op,
            key,
            domain: dom.clone(),
            inits: inits.to_vec(),
            iv,
            carried,
            yields,
            body_ub: body.ub,
            results: results.clone(),
            ub,
            memory,
            premise,
        });
        Ok(Some(results))
    }

    /// Encodes the body once (`run`) on the current memory, from `args`,
    /// under no path condition, and undoes everything it did to the
    /// function's encoding but the loops it abstracted.
    fn body_once(&mut self, run: &mut BodyFn<'c, 'a, '_>, args: &[Val<'c>]) -> Body<'c, 'a> {
        let smt = self.cx.smt;
        let marks =
            (self.ub_sites.len(), self.abort_sites.len(), self.bounds.len(), self.calls.len(), self.trace.len());
        let (saved_path, saved_env, saved_mem) = (self.path.clone(), self.env.clone(), self.mem.clone());
        self.path = self.cx.tt();
        let exits = run(self, args);
        self.path = saved_path;
        self.env = saved_env;
        let mem = std::mem::replace(&mut self.mem, saved_mem);
        let ub = Bool::or_all(smt, self.ub_sites.drain(marks.0..).map(|s| s.cond));
        let impure = self.abort_sites.len() > marks.1 || self.bounds.len() > marks.2 || self.calls.len() > marks.3;
        self.abort_sites.truncate(marks.1);
        self.bounds.truncate(marks.2);
        self.calls.truncate(marks.3);
        self.trace.truncate(marks.4);
        Body { exits, ub, impure, mem }
    }
}
