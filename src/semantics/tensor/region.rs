//! `tensor.generate` and `tensor.pad`, the tensor ops with a body: the
//! encoder runs the body (`Encoder::region`) once per element it defines,
//! with the element's position as `index` block arguments; `tensor.yield`
//! gives the element. The body's UB is the op's (recorded where it
//! happens, under the condition that the body runs there).
//!
//! - `tensor.generate` (static result type): "The body region defines the
//!   tensor's elements. It takes index operands as its region arguments
//!   that span the index space. The element at the given position is
//!   yielded": the body runs at every position.
//! - `tensor.pad`: "The result tensor dimensions are `low[i]` + `dim[i]` +
//!   `high[i]`"; the source's elements land `low` further on, and "the
//!   region ... returns the value to use for the padding". Choices where
//!   ODS is silent: the body runs only at padding points (where a source
//!   element lands it is not run, so UB it would have there is not the
//!   op's; MLIR's decomposition into `tensor.generate` + `insert_slice`
//!   runs it everywhere, which adds UB when the body can have any); its
//!   arguments are the position in the result (ODS calls them "the index of
//!   the source being accessed"; MLIR's decomposition and bufferization
//!   pass the result position). `nofold` does not change the value. With a
//!   static result type, dynamic `low`/`high` are enumerated exactly: along
//!   a dimension they can only be `l` and `res - src - l` for
//!   `0 <= l <= res - src`; any other value (negative, poison, or not
//!   adding up to the result type) is UB.
//!
//! ODS does not order the body's invocations ("There is no defined
//! ordering to the invocations of the body"): a body that calls an
//! external function or may abort, whose order would then be visible, is
//! not modelled.

use super::MAX_CANDIDATES;
use super::lazy;
use super::slice::Param;
use crate::ir::Op;
use crate::semantics::encode::{Encoder, select_val};
use crate::semantics::scf::expect_exits;
use crate::semantics::vector::{multi_index, strides};
use crate::semantics::{IntVal, Ty, Unsupported, Val};
use crate::smt::{BV, Bool};

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Returns whether `op` was handled (`tensor.yield` is not an op here:
    /// the body's exits carry its value).
    pub(in crate::semantics) fn tensor_op(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        match op.name() {
            "tensor.generate" => self.tensor_generate(op)?,
            "tensor.pad" => self.tensor_pad(op)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `tensor.generate`: the body at every position, in row-major order.
    fn tensor_generate(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let ty = match Ty::of(op.result(0).ty()) {
            // "The operands specify the extents of the dynamic dimensions."
            Ty::Dyn(dims, elem) => {
                let vals = self.values(op)?;
                let mut extents = vals.iter();
                let mut shape = Vec::with_capacity(dims.len());
                for d in &dims {
                    shape.push(match d {
                        Some(d) => *d,
                        None => {
                            let v = extents
                                .next()
                                .ok_or_else(|| Unsupported::new("'tensor.generate' without an extent"))?;
                            let k =
                                super::shape::known(v, || "'tensor.generate'".into()).map_err(|e| e.at(op.loc()))?;
                            if k <= 0 {
                                return Err(Unsupported::new(
                                    "'tensor.generate' of a tensor without elements (or of a negative size), which is \
                                     not modelled",
                                )
                                .at(op.loc()));
                            }
                            k as u64
                        }
                    });
                }
                let ty = Ty::Tensor(shape, elem);
                self.set_shapes(&op.results(), std::slice::from_ref(&ty));
                ty
            }
            t => t,
        };
        let Ty::Tensor(dims, elem) = &ty else {
            return Err(Unsupported::new(format!("'tensor.generate' with result type {ty}")).at(op.loc()));
        };
        if super::is_large(&ty) || self.cfg().lazy_tensors {
            // A large result (`lazy.rs`): the body once, at a symbolic point.
            let vars = lazy::point(self.cx.smt, dims);
            let within = lazy::in_range(self.cx.smt, dims, &vars);
            let value = self.body_at_point(op, elem, &vars, &within)?;
            let l = lazy::Lazy { shape: dims.clone(), elem_ty: (**elem).clone(), vars, elem: Box::new(value) };
            return self.finish(op, vec![Val::Lazy(l)]);
        }
        let marks = (self.abort_sites.len(), self.calls.len());
        let always = self.cx.tt();
        let elems = (0..ty.lanes() as u64)
            .map(|k| self.body_at(op, elem, &multi_index(k, dims), &always))
            .collect::<Result<Vec<_>, _>>()?;
        self.unordered(op, marks)?;
        self.finish(op, vec![Val::Tensor(elems)])
    }

    /// `tensor.pad`: each result element is the source element that lands
    /// there, or the body's value at that position (see the module comment).
    fn tensor_pad(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let src_ty = self.ty(op.operand(0)).map_err(|e| e.at(op.loc()))?;
        let declared = Ty::of(op.result(0).ty());
        let Ty::Tensor(sdims, _) = &src_ty else {
            return Err(Unsupported::new(format!("'tensor.pad' from {src_ty} to {declared}")).at(op.loc()));
        };
        let vals: Vec<Val<'c>> = self.values(op)?.into_iter().map(super::shape::folded).collect();
        if vals[0].is_lazy() || super::is_large(&declared) || self.cfg().lazy_tensors {
            return self.tensor_pad_lazy(op, sdims, &vals);
        }
        let Val::Tensor(src) = &vals[0] else {
            return Err(Unsupported::new("'tensor.pad' of a tensor that is not modelled").at(op.loc()));
        };
        let attr = |name: &str| op.attr(name).and_then(|a| a.dense_i64s()).unwrap_or_default();
        let (lows, highs) = (attr("static_low"), attr("static_high"));
        if lows.len() != sdims.len() || highs.len() != sdims.len() {
            return Err(Unsupported::new("'tensor.pad' whose padding does not match its rank").at(op.loc()));
        }
        let mut dynamic = vals[1..].iter();
        // `i64::MIN` (`ShapedType::kDynamic`) is the next operand.
        let mut param = |v: i64| -> Result<Param<'c>, Unsupported> {
            if v != i64::MIN {
                return Ok(Param::Known(v));
            }
            match dynamic.next() {
                Some(Val::Int(x)) => Ok(Param::of(x)),
                _ => Err(Unsupported::new("'tensor.pad' with padding that is not an index").at(op.loc())),
            }
        };
        let low: Vec<Param<'c>> = lows.iter().map(|v| param(*v)).collect::<Result<_, _>>()?;
        let high: Vec<Param<'c>> = highs.iter().map(|v| param(*v)).collect::<Result<_, _>>()?;
        // "The result tensor dimensions are `low[i]` + `dim[i]` + `high[i]`":
        // a dynamic one needs known padding in the shape case.
        let res_ty = match &declared {
            Ty::Dyn(dims, elem) => {
                let mut shape = Vec::with_capacity(dims.len());
                for (d, size) in dims.iter().enumerate() {
                    shape.push(match (size, &low[d], &high[d]) {
                        (Some(size), _, _) => *size,
                        (None, Param::Known(l), Param::Known(h)) if *l >= 0 && *h >= 0 => {
                            sdims[d] + *l as u64 + *h as u64
                        }
                        (None, Param::Known(_), Param::Known(_)) => {
                            // Negative padding: no result; UB.
                            let always = self.cx.tt();
                            self.ub(op, "tensor.pad with negative padding", always);
                            let r = self.poison_like(op.result(0))?;
                            return self.finish(op, vec![r]);
                        }
                        _ => {
                            return Err(Unsupported::new(
                                "'tensor.pad': a dynamic size that depends on values other than tensor shapes is not \
                                 modelled",
                            )
                            .at(op.loc()));
                        }
                    });
                }
                Ty::Tensor(shape, elem.clone())
            }
            t => t.clone(),
        };
        let Ty::Tensor(rdims, elem) = &res_ty else {
            return Err(Unsupported::new(format!("'tensor.pad' from {src_ty} to {declared}")).at(op.loc()));
        };
        self.set_shapes(&op.results(), std::slice::from_ref(&res_ty));

        // Per dimension, where the source may land (`low`), each with its
        // condition; the padding is UB when none holds.
        let w = self.cfg().index_bits + 16;
        let mut bad = self.cx.ff();
        let mut placements: Vec<Vec<(u64, Bool<'c>)>> = Vec::new();
        for d in 0..sdims.len() {
            // A result smaller than the source has no placement: UB.
            let here: Vec<(u64, Bool<'c>)> = match rdims[d].checked_sub(sdims[d]) {
                Some(extra) => (0..=extra)
                    .map(|l| (l, low[d].is(&self.cx, l, w) & high[d].is(&self.cx, extra - l, w)))
                    .filter(|(_, c)| !c.is_false())
                    .collect(),
                None => vec![],
            };
            bad |= !Bool::or_all(self.cx.smt, here.iter().map(|(_, c)| c.clone()));
            placements.push(here);
        }
        self.ub(op, "tensor.pad whose padding does not give its result type (or is poison)", bad);
        let work = res_ty.lanes() as u128 * placements.iter().map(|p| p.len().max(1) as u128).product::<u128>();
        if work > MAX_CANDIDATES as u128 {
            return Err(Unsupported::too_large(format!(
                "'tensor.pad' with dynamic padding: more than {MAX_CANDIDATES} candidate positions"
            ))
            .at(op.loc()));
        }

        let st = strides(sdims);
        let marks = (self.abort_sites.len(), self.calls.len());
        let mut out = Vec::with_capacity(res_ty.lanes());
        for k in 0..res_ty.lanes() as u64 {
            let p = multi_index(k, rdims);
            // The source positions that may land at p, and when one does.
            let mut cands = vec![(0u64, self.cx.tt())];
            let mut inside = self.cx.tt();
            for (d, here) in placements.iter().enumerate() {
                let lands: Vec<(u64, Bool<'c>)> = here
                    .iter()
                    .filter(|(l, _)| *l <= p[d] && p[d] < l + sdims[d])
                    .map(|(l, c)| ((p[d] - l) * st[d], c.clone()))
                    .collect();
                inside &= Bool::or_all(self.cx.smt, lands.iter().map(|(_, c)| c.clone()));
                cands = cands.iter().flat_map(|(o, c)| lands.iter().map(move |(s, cl)| (o + s, c & cl))).collect();
            }
            let padding = !&inside;
            let value = if padding.is_false() {
                let ((first, _), rest) = cands.split_first().expect("a source element lands here");
                rest.iter().fold(src[*first as usize].clone(), |acc, (at, c)| select_val(c, &src[*at as usize], &acc))
            } else {
                let v = self.body_at(op, elem, &p, &padding)?;
                cands.iter().fold(v, |acc, (at, c)| select_val(c, &src[*at as usize], &acc))
            };
            out.push(value);
        }
        self.unordered(op, marks)?;
        self.finish(op, vec![Val::Tensor(out)])
    }

    /// `tensor.pad` of a large tensor (`lazy.rs`), with padding known (static,
    /// or operands that are constants in the shape case): at a symbolic
    /// point of the result, the source's element where it lands, else the
    /// body's value there.
    fn tensor_pad_lazy(&mut self, op: Op<'a>, sdims: &[u64], vals: &[Val<'c>]) -> Result<(), Unsupported> {
        let src = &vals[0];
        let attr = |name: &str| op.attr(name).and_then(|a| a.dense_i64s()).unwrap_or_default();
        // `i64::MIN` (`ShapedType::kDynamic`) is the next operand.
        let mut dynamic = vals[1..].iter();
        let mut known = |list: Vec<i64>| -> Result<Vec<i64>, Unsupported> {
            list.into_iter()
                .map(|v| match v {
                    i64::MIN => match dynamic.next() {
                        Some(x) => super::shape::known(x, || "'tensor.pad' of a large tensor".into()),
                        None => Err(Unsupported::new("'tensor.pad' without a padding operand")),
                    },
                    v => Ok(v),
                })
                .collect()
        };
        let (lows, highs) = (known(attr("static_low"))?, known(attr("static_high"))?);
        if lows.len() != sdims.len() || highs.len() != sdims.len() || lows.iter().chain(&highs).any(|v| *v < 0) {
            return Err(Unsupported::new("'tensor.pad' of a large tensor with negative padding").at(op.loc()));
        }
        let rdims: Vec<u64> =
            sdims.iter().zip(lows.iter().zip(&highs)).map(|(s, (l, h))| s + *l as u64 + *h as u64).collect();
        let Some(Ty::Tensor(_, elem)) = super::shape::fits(&Ty::of(op.result(0).ty()), &rdims) else {
            return Err(Unsupported::new("'tensor.pad' whose padding does not give its result type").at(op.loc()));
        };
        self.set_shapes(&op.results(), &[Ty::Tensor(rdims.clone(), elem.clone())]);
        let smt = self.cx.smt;
        let vars = lazy::point(smt, &rdims);
        let mut inside = self.cx.tt();
        let mut rel = Vec::with_capacity(vars.len());
        for (d, v) in vars.iter().enumerate() {
            let low = lazy::index(smt, lows[d] as u64);
            let r = v - &low;
            inside &= v.uge(&low) & r.ult(&lazy::index(smt, sdims[d]));
            rel.push(r);
        }
        let from_src = lazy::element(smt, src, sdims, &rel)?;
        // The body at the point, where it is padding (within the result).
        let padding = !&inside & lazy::in_range(smt, &rdims, &vars);
        let pad = self.body_at_point(op, &elem, &vars, &padding)?;
        let value = select_val(&inside, &from_src, &pad);
        let l = lazy::Lazy { shape: rdims.clone(), elem_ty: (*elem).clone(), vars, elem: Box::new(value) };
        self.set_shapes(&op.results(), &[Ty::Tensor(rdims, elem)]);
        self.finish(op, vec![Val::Lazy(l)])
    }

    /// The body of `op` run once at the symbolic point `vars` of a large
    /// result where `when` holds (its UB is UB at such a point): the
    /// element it yields there (poison where no exit is reachable).
    fn body_at_point(
        &mut self,
        op: Op<'a>,
        elem: &Ty,
        vars: &[BV<'c>],
        when: &Bool<'c>,
    ) -> Result<Val<'c>, Unsupported> {
        let w = self.cfg().index_bits;
        let iw = lazy::IDX_W;
        let args: Vec<Val<'c>> = vars
            .iter()
            .map(|v| {
                let k = if w > iw { v.zext(w - iw) } else { v.extract(w - 1, 0) };
                Val::Int(IntVal::new(k, self.cx.ff()))
            })
            .collect();
        let marks = (self.abort_sites.len(), self.calls.len());
        self.lazy_depth += 1;
        let skipped = &self.path & !when;
        let exits = self.under(when, |e| e.region(op.region(0), &args));
        self.lazy_depth -= 1;
        let exits = exits?;
        expect_exits(&exits, "tensor.yield")?;
        let value = if exits.is_empty() { self.poison_of(elem, op)? } else { self.merge_exits(&exits)?.remove(0) };
        self.continue_after(&exits, Some(skipped));
        self.unordered(op, marks)?;
        Ok(value)
    }

    /// The body of `op` run at position `idx` where `when` holds (on the
    /// current path): the element it yields (poison where no exit is
    /// reachable: every path there has UB). Execution goes on where the
    /// body was not run or was left by its yield.
    fn body_at(&mut self, op: Op<'a>, elem: &Ty, idx: &[u64], when: &Bool<'c>) -> Result<Val<'c>, Unsupported> {
        let (smt, w) = (self.cx.smt, self.cfg().index_bits);
        let args: Vec<Val<'c>> =
            idx.iter().map(|k| Val::Int(IntVal::new(BV::from_u64(smt, *k, w), self.cx.ff()))).collect();
        let skipped = &self.path & !when;
        let exits = self.under(when, |e| e.region(op.region(0), &args))?;
        expect_exits(&exits, "tensor.yield")?;
        if exits.iter().any(|e| e.values.len() != 1) {
            return Err(
                Unsupported::new(format!("'{}' whose body yields other than one value", op.name())).at(op.loc())
            );
        }
        let value = if exits.is_empty() { self.poison_of(elem, op)? } else { self.merge_exits(&exits)?.remove(0) };
        self.continue_after(&exits, Some(skipped));
        Ok(value)
    }

    /// The invocations of a body have no defined order: a body that made
    /// external calls or may abort since `marks` is not modelled.
    fn unordered(&self, op: Op<'a>, marks: (usize, usize)) -> Result<(), Unsupported> {
        if self.abort_sites.len() > marks.0 || self.calls.len() > marks.1 {
            return Err(Unsupported::new(format!(
                "'{}' whose body calls an external function or may abort: the order of its invocations is not \
                 defined",
                op.name()
            ))
            .at(op.loc()));
        }
        Ok(())
    }
}
