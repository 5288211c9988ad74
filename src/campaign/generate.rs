//! Random, well-typed MLIR functions for `campaign --generate N --seed S`:
//! integer and float `arith`, `index` values, `math`, `scf.if` and
//! `scf.for`, `cf` branches to a join block, `memref` loads and stores and
//! `tensor` extracts and inserts (at indices in bounds: constants or the
//! induction variable of a loop of at most 4 iterations, sometimes one past
//! the end), biased toward what passes rewrite (constants 0, 1, -1, the
//! width, the extremes; compare-and-select; shifts by near-width amounts;
//! overflow flags; loops with small constant trip counts). Program `i` of
//! seed `s` depends only on `(s, i)`: the same seed gives the same programs
//! on every machine, and a shard generates only its own.

use super::inputs::fnv64;
use crate::det::Rng;
use std::fmt::Write;

/// The types values take: integers of a few widths, `index` and `f32`.
const INT_TYPES: &[&str] = &["i1", "i8", "i8", "i16", "i32", "i32", "i64", "index"];

fn width(ty: &str) -> u32 {
    match ty {
        "index" => 64,
        t => t.trim_start_matches('i').parse().unwrap_or(32),
    }
}

/// A function body under construction: the values in scope, by type.
struct Body {
    rng: Rng,
    text: String,
    values: Vec<(String, String)>,
    /// Buffer arguments, by name and element type (`memref<4xT>`).
    mems: Vec<(String, String)>,
    /// Induction variables in scope (each below 4).
    ivs: Vec<String>,
    next: usize,
    indent: usize,
}

impl Body {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, s: &str) {
        let _ = writeln!(self.text, "{}{s}", "  ".repeat(self.indent));
    }

    fn emit(&mut self, ty: &str, rhs: String) -> String {
        let v = self.fresh();
        self.line(&format!("{v} = {rhs}"));
        self.values.push((v.clone(), ty.to_string()));
        v
    }

    /// A constant of `ty`, biased toward the values rewrites care about.
    fn constant(&mut self, ty: &str) -> String {
        if ty.starts_with("tensor<") {
            let k = self.rng.below(5) as i64 - 2;
            return self.emit(ty, format!("arith.constant dense<{k}> : {ty}"));
        }
        if ty == "f32" {
            let v = *self.rng.pick(&["0.0", "-0.0", "1.0", "-1.0", "0.5", "2.0", "0x7F800000", "0xFF800000", "3.25"]);
            return self.emit(ty, format!("arith.constant {v} : f32"));
        }
        let w = width(ty) as i64;
        let v: i128 = match self.rng.below(9) {
            0 => 0,
            1 => 1,
            2 => -1,
            3 => (w - 1) as i128,
            4 => w as i128,
            5 if w < 64 => -(1i128 << (w - 1)),
            6 if w < 64 => (1i128 << (w - 1)) - 1,
            _ => (self.rng.next_u64() % 17) as i128 - 8,
        };
        if ty == "i1" {
            let b = if v & 1 == 1 { "true" } else { "false" };
            return self.emit(ty, format!("arith.constant {b}"));
        }
        self.emit(ty, format!("arith.constant {v} : {ty}"))
    }

    /// A value of `ty`: one in scope (most of the time) or a new constant.
    fn operand(&mut self, ty: &str) -> String {
        let have: Vec<String> = self.values.iter().filter(|(_, t)| t == ty).map(|(v, _)| v.clone()).collect();
        if have.is_empty() || self.rng.chance(15) { self.constant(ty) } else { self.rng.pick(&have).clone() }
    }

    /// A type with a value in scope, if any, else a random integer type.
    fn some_type(&mut self) -> String {
        if self.values.is_empty() || self.rng.chance(10) {
            return self.rng.pick(INT_TYPES).to_string();
        }
        let i = self.rng.below(self.values.len());
        self.values[i].1.clone()
    }

    fn int_op(&mut self, ty: &str) -> String {
        const OPS: &[&str] = &[
            "addi",
            "subi",
            "muli",
            "andi",
            "ori",
            "xori",
            "shli",
            "shrsi",
            "shrui",
            "divsi",
            "divui",
            "remsi",
            "remui",
            "maxsi",
            "minsi",
            "maxui",
            "minui",
            "ceildivsi",
            "floordivsi",
        ];
        let op = *self.rng.pick(OPS);
        let a = self.operand(ty);
        // Shift amounts near the width.
        let b = if op.starts_with("sh") && self.rng.chance(50) && ty != "i1" {
            let w = width(ty) as i64 - 1 + self.rng.below(3) as i64 - 1;
            self.emit(ty, format!("arith.constant {w} : {ty}"))
        } else {
            self.operand(ty)
        };
        let flags = if matches!(op, "addi" | "subi" | "muli" | "shli") && self.rng.chance(30) {
            *self.rng.pick(&[" overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"])
        } else {
            ""
        };
        self.emit(ty, format!("arith.{op} {a}, {b}{flags} : {ty}"))
    }

    /// `(x op c1) op c2`, with flags: what constant folding and
    /// reassociation rewrite.
    fn constant_chain(&mut self, ty: &str) {
        let op = *self.rng.pick(&["addi", "subi", "muli", "andi", "ori", "xori"]);
        let x = self.operand(ty);
        let mut flags = || {
            if ty != "i1" && matches!(op, "addi" | "subi" | "muli") && self.rng.chance(60) {
                *self.rng.pick(&[" overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"])
            } else {
                ""
            }
        };
        let (f1, f2) = (flags(), flags());
        let c1 = self.constant(ty);
        let inner = self.emit(ty, format!("arith.{op} {x}, {c1}{f1} : {ty}"));
        let c2 = self.constant(ty);
        self.emit(ty, format!("arith.{op} {inner}, {c2}{f2} : {ty}"));
    }

    fn float_op(&mut self) -> String {
        let a = self.operand("f32");
        let b = self.operand("f32");
        match self.rng.below(6) {
            0 => self.emit("f32", format!("arith.addf {a}, {b} : f32")),
            1 => self.emit("f32", format!("arith.subf {a}, {b} : f32")),
            2 => self.emit("f32", format!("arith.mulf {a}, {b} : f32")),
            3 => self.emit("f32", format!("arith.maximumf {a}, {b} : f32")),
            4 => self.emit("f32", format!("math.absf {a} : f32")),
            _ => {
                let p = *self.rng.pick(&["oeq", "olt", "ule", "une", "ord"]);
                let c = self.emit("i1", format!("arith.cmpf {p}, {a}, {b} : f32"));
                self.emit("f32", format!("arith.select {c}, {a}, {b} : f32"))
            }
        }
    }

    /// An index into a 4-element buffer or tensor: an induction variable
    /// in scope or a constant, in bounds but for one time in twenty.
    fn position(&mut self) -> String {
        if !self.ivs.is_empty() && self.rng.chance(50) {
            let ivs = self.ivs.clone();
            return self.rng.pick(&ivs).clone();
        }
        let k = if self.rng.chance(5) { 4 } else { self.rng.below(4) };
        let v = self.fresh();
        self.line(&format!("{v} = arith.constant {k} : index"));
        v
    }

    /// A load from or a store to a buffer argument.
    fn memory_op(&mut self) {
        let mems = self.mems.clone();
        let (m, elem) = self.rng.pick(&mems).clone();
        let i = self.position();
        if self.rng.chance(50) {
            self.emit(&elem, format!("memref.load {m}[{i}] : memref<4x{elem}>"));
        } else {
            let v = self.operand(&elem);
            self.line(&format!("memref.store {v}, {m}[{i}] : memref<4x{elem}>"));
        }
    }

    /// `tensor.extract` or `tensor.insert` on a tensor value of type `ty`.
    fn tensor_op(&mut self, ty: &str) {
        let elem = ty.trim_start_matches("tensor<4x").trim_end_matches('>').to_string();
        let t = self.operand(ty);
        let i = self.position();
        if self.rng.chance(50) {
            self.emit(&elem, format!("tensor.extract {t}[{i}] : {ty}"));
        } else {
            let v = self.operand(&elem);
            self.emit(ty, format!("tensor.insert {v} into {t}[{i}] : {ty}"));
        }
    }

    /// One op (or a small region op) of a type with values in scope.
    fn step(&mut self, depth: usize) {
        if !self.mems.is_empty() && self.rng.chance(20) {
            self.memory_op();
            return;
        }
        let ty = self.some_type();
        if ty == "f32" {
            self.float_op();
            return;
        }
        if ty.starts_with("tensor<") {
            if depth < 2 && self.rng.chance(20) {
                self.for_op(&ty, depth);
            } else {
                self.tensor_op(&ty);
            }
            return;
        }
        match self.rng.below(12) {
            0..=5 => {
                self.int_op(&ty);
            }
            6 | 7 => {
                let p = *self.rng.pick(&["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]);
                let (a, b) = (self.operand(&ty), self.operand(&ty));
                let c = self.emit("i1", format!("arith.cmpi {p}, {a}, {b} : {ty}"));
                let (x, y) = (self.operand(&ty), self.operand(&ty));
                self.emit(&ty, format!("arith.select {c}, {x}, {y} : {ty}"));
            }
            8 if ty != "index" => {
                let to = self.rng.pick(INT_TYPES).to_string();
                let (wf, wt) = (width(&ty), width(&to));
                let a = self.operand(&ty);
                if to == "index" {
                    self.emit("index", format!("arith.index_cast {a} : {ty} to index"));
                } else if wt > wf {
                    let op = if self.rng.chance(50) { "extsi" } else { "extui" };
                    self.emit(&to, format!("arith.{op} {a} : {ty} to {to}"));
                } else if wt < wf {
                    self.emit(&to, format!("arith.trunci {a} : {ty} to {to}"));
                }
            }
            9 if self.rng.chance(50) => self.constant_chain(&ty),
            9 if depth < 2 => self.if_op(&ty, depth),
            10 if depth < 2 && ty != "i1" => self.for_op(&ty, depth),
            _ => {
                self.int_op(&ty);
            }
        }
    }

    /// The body of a region one level deeper: one to three steps, then
    /// `scf.yield` of a `ty` in scope.
    fn yielding_body(&mut self, ty: &str, depth: usize) {
        self.indent += 1;
        for _ in 0..1 + self.rng.below(3) {
            self.step(depth + 1);
        }
        let y = self.operand(ty);
        self.line(&format!("scf.yield {y} : {ty}"));
        self.indent -= 1;
    }

    fn if_op(&mut self, ty: &str, depth: usize) {
        let c = self.operand("i1");
        let r = self.fresh();
        self.line(&format!("{r} = scf.if {c} -> ({ty}) {{"));
        for branch in 0..2 {
            if branch == 1 {
                self.line("} else {");
            }
            let saved = self.values.len();
            self.yielding_body(ty, depth);
            self.values.truncate(saved);
        }
        self.line("}");
        self.values.push((r, ty.to_string()));
    }

    fn for_op(&mut self, ty: &str, depth: usize) {
        let (lb, ub, st) = (self.fresh(), self.fresh(), self.fresh());
        let n = self.rng.below(5);
        self.line(&format!("{lb} = arith.constant 0 : index"));
        self.line(&format!("{ub} = arith.constant {n} : index"));
        self.line(&format!("{st} = arith.constant 1 : index"));
        let init = self.operand(ty);
        let (r, iv, acc) = (self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{r} = scf.for {iv} = {lb} to {ub} step {st} iter_args({acc} = {init}) -> ({ty}) {{"));
        let saved = self.values.len();
        self.values.push((acc, ty.to_string()));
        self.values.push((iv.clone(), "index".into()));
        self.ivs.push(iv);
        self.yielding_body(ty, depth);
        self.ivs.pop();
        self.values.truncate(saved);
        self.line("}");
        self.values.push((r, ty.to_string()));
    }
}

/// Program `index` of `seed`: one function `@g<index>` in a module.
pub fn program(seed: u64, index: u64) -> String {
    let mut rng = Rng(fnv64(&[&seed.to_string(), &index.to_string()]));
    let floats = rng.chance(25);
    let nargs = 1 + rng.below(3);
    let mut args = Vec::new();
    let mut values = Vec::new();
    for i in 0..nargs {
        let ty = if floats && rng.chance(50) { "f32".to_string() } else { rng.pick(INT_TYPES).to_string() };
        args.push(format!("%a{i}: {ty}"));
        values.push((format!("%a{i}"), ty));
    }
    let mut mems = Vec::new();
    if rng.chance(20) {
        let elem = rng.pick(&["i32", "i8"]).to_string();
        args.push(format!("%m: memref<4x{elem}>"));
        mems.push(("%m".to_string(), elem));
    }
    if rng.chance(15) {
        let ty = format!("tensor<4x{}>", rng.pick(&["i32", "i16"]));
        args.push(format!("%t: {ty}"));
        values.push(("%t".to_string(), ty));
    }
    let mut body = Body { rng, text: String::new(), values, mems, ivs: vec![], next: 0, indent: 1 };
    for _ in 0..3 + body.rng.below(8) {
        body.step(0);
    }
    // Sometimes a branch to one of two blocks that meet at a join.
    let mut tail = String::new();
    if body.rng.chance(20) {
        let ty = body.values.last().map(|(_, t)| t.clone()).unwrap_or_else(|| "i32".into());
        let c = body.operand("i1");
        body.line(&format!("cf.cond_br {c}, ^bb1, ^bb2"));
        let saved = body.values.len();
        for block in 1..=2 {
            body.text.push_str(&format!("^bb{block}:\n"));
            for _ in 0..1 + body.rng.below(3) {
                body.step(1);
            }
            let y = body.operand(&ty);
            body.line(&format!("cf.br ^bb3({y} : {ty})"));
            body.values.truncate(saved);
        }
        let r = body.fresh();
        tail = format!("^bb3({r}: {ty}):\n");
        body.values.push((r, ty));
    }
    // Return the last value made, and sometimes one more.
    let mut rets = vec![body.values.last().cloned().unwrap_or_default()];
    if tail.is_empty() && body.rng.chance(30) && body.values.len() > 1 {
        let i = body.rng.below(body.values.len() - 1);
        rets.push(body.values[i].clone());
    }
    body.text.push_str(&tail);
    let names: Vec<&str> = rets.iter().map(|(v, _)| v.as_str()).collect();
    let types: Vec<&str> = rets.iter().map(|(_, t)| t.as_str()).collect();
    format!(
        "func.func @g{index}({}) -> ({}) {{\n{}  return {} : {}\n}}\n",
        args.join(", "),
        types.join(", "),
        body.text,
        names.join(", "),
        types.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::program;

    #[test]
    fn same_seed_same_program() {
        assert_eq!(program(7, 3), program(7, 3));
        assert_ne!(program(7, 3), program(8, 3));
        assert!(program(7, 3).starts_with("func.func @g3("));
    }
}
