//! Width enumeration: every assignment of widths to a pattern's type
//! variables that the pattern's ops allow, found without building any
//! query.
//!
//! Equalities are merged first (union-find), so a pattern whose types are
//! all one type has one variable. The remaining variables are assigned in
//! order, smallest width first, and each constraint is checked as soon as
//! its variables are assigned, so an infeasible prefix (`extsi` from i8 to
//! i4) is cut before its extensions are tried.

/// A width: a type variable or a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum W {
    Var(usize),
    Const(u32),
}

/// A relation between widths that an op's verifier (or a native
/// constraint on types) requires.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Constraint {
    Eq(W, W),
    /// `a + k <= b` (`k = 1`: `a < b`).
    LeOffset(W, u32, W),
    /// The widths in the list add up to the last one.
    Sum(Vec<W>, W),
    /// `b` is a positive multiple of `a`.
    Multiple(W, W),
}

impl Constraint {
    fn vars(&self) -> Vec<usize> {
        let ws: Vec<W> = match self {
            Constraint::Eq(a, b) | Constraint::LeOffset(a, _, b) | Constraint::Multiple(a, b) => vec![*a, *b],
            Constraint::Sum(xs, b) => xs.iter().copied().chain([*b]).collect(),
        };
        ws.into_iter().filter_map(|w| if let W::Var(v) = w { Some(v) } else { None }).collect()
    }

    fn holds(&self, val: &dyn Fn(W) -> u32) -> bool {
        match self {
            Constraint::Eq(a, b) => val(*a) == val(*b),
            Constraint::LeOffset(a, k, b) => val(*a) as u64 + *k as u64 <= val(*b) as u64,
            Constraint::Sum(xs, b) => xs.iter().map(|x| val(*x) as u64).sum::<u64>() == val(*b) as u64,
            Constraint::Multiple(a, b) => val(*a) > 0 && val(*b) % val(*a) == 0,
        }
    }
}

/// The outcome of enumeration.
#[derive(Debug, PartialEq, Eq)]
pub struct Instances {
    /// One width per variable, for every feasible assignment, smallest
    /// widths first (lexicographic in variable order).
    pub assignments: Vec<Vec<u32>>,
    /// Number of free variables after merging equalities.
    pub classes: usize,
    /// Partial assignments cut by a violated constraint.
    pub pruned: u64,
}

fn find(parent: &mut [usize], x: usize) -> usize {
    let mut r = x;
    while parent[r] != r {
        r = parent[r];
    }
    let mut y = x;
    while parent[y] != r {
        let next = parent[y];
        parent[y] = r;
        y = next;
    }
    r
}

/// The representative of each variable's class under the equalities
/// between variables.
pub fn merged(vars: usize, constraints: &[Constraint]) -> Vec<usize> {
    let mut parent: Vec<usize> = (0..vars).collect();
    for c in constraints {
        if let Constraint::Eq(W::Var(a), W::Var(b)) = c {
            let (ra, rb) = (find(&mut parent, *a), find(&mut parent, *b));
            parent[rb] = ra;
        }
    }
    (0..vars).map(|v| find(&mut parent, v)).collect()
}

/// Every assignment of `vars` variables, each taking a width from `domain`,
/// that satisfies `constraints`. Fails when two constants are equated to
/// one variable, or when the count would exceed `limit`.
pub fn enumerate(vars: usize, constraints: &[Constraint], domain: &[u32], limit: usize) -> Result<Instances, String> {
    // Merge equalities; a class may be fixed by a constant.
    let mut parent: Vec<usize> = (0..vars).collect();
    let mut fixed: Vec<Option<u32>> = vec![None; vars];
    let mut rest = Vec::new();
    for c in constraints {
        match c {
            Constraint::Eq(W::Var(a), W::Var(b)) => {
                let (ra, rb) = (find(&mut parent, *a), find(&mut parent, *b));
                if ra != rb {
                    parent[rb] = ra;
                    match (fixed[ra], fixed[rb]) {
                        (Some(x), Some(y)) if x != y => return Ok(empty(vars)),
                        (None, y) => fixed[ra] = y,
                        _ => {}
                    }
                }
            }
            Constraint::Eq(W::Var(a), W::Const(k)) | Constraint::Eq(W::Const(k), W::Var(a)) => {
                let r = find(&mut parent, *a);
                match fixed[r] {
                    Some(x) if x != *k => return Ok(empty(vars)),
                    _ => fixed[r] = Some(*k),
                }
            }
            other => rest.push(other.clone()),
        }
    }
    // Classes in order of their first variable.
    let mut class_of = vec![usize::MAX; vars];
    let mut reps: Vec<usize> = Vec::new();
    for (v, class) in class_of.iter_mut().enumerate() {
        let r = find(&mut parent, v);
        if let Some(i) = reps.iter().position(|x| *x == r) {
            *class = i;
        } else {
            *class = reps.len();
            reps.push(r);
        }
    }
    let domains: Vec<Vec<u32>> =
        reps.iter().map(|r| fixed[*r].map(|k| vec![k]).unwrap_or_else(|| domain.to_vec())).collect();
    let free = domains.iter().filter(|d| d.len() > 1).count();
    // Constraints over classes, each checked at the deepest class it uses.
    let mut at_depth: Vec<Vec<Constraint>> = vec![Vec::new(); reps.len().max(1)];
    for c in rest {
        let remap = |w: W| match w {
            W::Var(v) => W::Var(class_of[v]),
            k => k,
        };
        let c = match c {
            Constraint::Eq(a, b) => Constraint::Eq(remap(a), remap(b)),
            Constraint::LeOffset(a, k, b) => Constraint::LeOffset(remap(a), k, remap(b)),
            Constraint::Sum(xs, b) => Constraint::Sum(xs.into_iter().map(remap).collect(), remap(b)),
            Constraint::Multiple(a, b) => Constraint::Multiple(remap(a), remap(b)),
        };
        let depth = c.vars().into_iter().max().unwrap_or(0);
        at_depth[depth].push(c);
    }
    let mut out = Instances { assignments: Vec::new(), classes: free, pruned: 0 };
    let mut cur = vec![0u32; reps.len()];
    search(0, &domains, &at_depth, &mut cur, &mut out, limit)?;
    out.assignments = out.assignments.into_iter().map(|cls| (0..vars).map(|v| cls[class_of[v]]).collect()).collect();
    Ok(out)
}

fn empty(_vars: usize) -> Instances {
    Instances { assignments: Vec::new(), classes: 0, pruned: 1 }
}

fn search(
    depth: usize,
    domains: &[Vec<u32>],
    at_depth: &[Vec<Constraint>],
    cur: &mut Vec<u32>,
    out: &mut Instances,
    limit: usize,
) -> Result<(), String> {
    if depth == domains.len() {
        // Constraints on constants only (no class) sit at depth 0.
        if domains.is_empty() && !at_depth[0].iter().all(|c| c.holds(&|w| value(w, cur))) {
            out.pruned += 1;
            return Ok(());
        }
        if out.assignments.len() >= limit {
            return Err(format!("more than {limit} width combinations; give an explicit 'widths' list"));
        }
        out.assignments.push(cur.clone());
        return Ok(());
    }
    for w in &domains[depth] {
        cur[depth] = *w;
        if at_depth[depth].iter().all(|c| c.holds(&|x| value(x, cur))) {
            search(depth + 1, domains, at_depth, cur, out, limit)?;
        } else {
            out.pruned += 1;
        }
    }
    Ok(())
}

fn value(w: W, cur: &[u32]) -> u32 {
    match w {
        W::Var(v) => cur[v],
        W::Const(k) => k,
    }
}

#[cfg(test)]
mod tests {
    use super::Constraint::*;
    use super::W::*;
    use super::*;

    fn range(n: u32) -> Vec<u32> {
        (1..=n).collect()
    }

    #[test]
    fn one_variable_after_merging() {
        let r = enumerate(3, &[Eq(Var(0), Var(1)), Eq(Var(2), Var(1))], &range(64), 1 << 20).unwrap();
        assert_eq!(r.assignments.len(), 64);
        assert_eq!(r.classes, 1);
        assert!(r.assignments.iter().all(|a| a[0] == a[1] && a[1] == a[2]));
    }

    #[test]
    fn extension_chain_is_strictly_increasing() {
        // extsi(extui(x : a) : b) : c needs a < b < c.
        let r = enumerate(3, &[LeOffset(Var(0), 1, Var(1)), LeOffset(Var(1), 1, Var(2))], &range(64), 1 << 20).unwrap();
        assert_eq!(r.assignments.len(), 64 * 63 * 62 / 6);
        assert!(r.assignments.iter().all(|a| a[0] < a[1] && a[1] < a[2]));
        assert_eq!(r.assignments[0], vec![1, 2, 3]);
        assert!(r.pruned > 0);
    }

    #[test]
    fn constants_fix_and_contradict() {
        let r = enumerate(2, &[Eq(Var(0), Const(1)), LeOffset(Var(0), 1, Var(1))], &range(8), 100).unwrap();
        assert_eq!(r.assignments.len(), 7);
        assert!(r.assignments.iter().all(|a| a[0] == 1));
        let r = enumerate(1, &[Eq(Var(0), Const(1)), Eq(Var(0), Const(8))], &range(8), 100).unwrap();
        assert!(r.assignments.is_empty());
    }

    #[test]
    fn sums_and_multiples() {
        // concat(a, b) : c, replicate(a) : d
        let cs = [Sum(vec![Var(0), Var(1)], Var(2)), Multiple(Var(0), Var(3))];
        let r = enumerate(4, &cs, &range(8), 1 << 20).unwrap();
        assert!(r.assignments.iter().all(|a| a[0] + a[1] == a[2] && a[3] % a[0] == 0));
        // a + b = c with all in 1..8: 28 pairs; d in 1..8 a multiple of a.
        let expected: usize = (1..=8u32)
            .flat_map(|a| (1..=8u32).map(move |b| (a, b)))
            .filter(|(a, b)| a + b <= 8)
            .map(|(a, _)| (1..=8u32).filter(|d| d % a == 0).count())
            .sum();
        assert_eq!(r.assignments.len(), expected);
    }

    #[test]
    fn explicit_widths_and_limit() {
        let r = enumerate(2, &[LeOffset(Var(1), 1, Var(0))], &[1, 8, 16, 32, 64], 100).unwrap();
        assert_eq!(r.assignments.len(), 10);
        assert!(enumerate(3, &[], &range(64), 1000).is_err());
    }

    #[test]
    fn no_variables_is_one_instance() {
        let r = enumerate(0, &[], &range(64), 10).unwrap();
        assert_eq!(r.assignments, vec![Vec::<u32>::new()]);
    }
}
