//! Integer ranges as MLIR's `ConstantIntRanges` keeps them (an unsigned and
//! a signed interval; the values are those in both), the families of
//! ranges `verify-dataflow` feeds transfer functions, and MLIR's notation.

use crate::det::Rng;
use crate::ir::IntRange;

fn mask(w: u32) -> u64 {
    if w >= 64 { u64::MAX } else { (1u64 << w) - 1 }
}

/// `x` (the low `w` bits) as a signed number.
pub fn signed(x: u64, w: u32) -> i64 {
    let s = 64 - w;
    ((x << s) as i64) >> s
}

fn sign_bit(x: u64, w: u32) -> bool {
    (x >> (w - 1)) & 1 == 1
}

/// The largest unsigned value, the signed minimum and maximum, of `w` bits.
pub fn umax(w: u32) -> u64 {
    mask(w)
}
pub fn smin(w: u32) -> u64 {
    1u64 << (w - 1)
}
pub fn smax(w: u32) -> u64 {
    mask(w) >> 1
}

/// Every value of `w` bits.
pub fn full(w: u32) -> IntRange {
    IntRange { width: w, umin: 0, umax: umax(w), smin: smin(w), smax: smax(w) }
}

/// `ConstantIntRanges::fromUnsigned`: "the signed part equal to umin and
/// umax unless the sign bit changes between the minimum and maximum".
pub fn from_unsigned(w: u32, lo: u64, hi: u64) -> IntRange {
    let (smin_, smax_) = if sign_bit(lo, w) == sign_bit(hi, w) { (lo, hi) } else { (smin(w), smax(w)) };
    IntRange { width: w, umin: lo, umax: hi, smin: smin_, smax: smax_ }
}

/// `ConstantIntRanges::fromSigned`: the unsigned bounds are the signed ones
/// "if they correspond to a contiguous range of bit patterns when viewed as
/// unsigned values", else `[0, umax]`.
pub fn from_signed(w: u32, lo: u64, hi: u64) -> IntRange {
    let (umin_, umax_) = if sign_bit(lo, w) == sign_bit(hi, w) { (lo, hi) } else { (0, umax(w)) };
    IntRange { width: w, umin: umin_, umax: umax_, smin: lo, smax: hi }
}

/// Whether `x` (the low `w` bits) lies in `r`.
pub fn contains(r: &IntRange, x: u64) -> bool {
    let w = r.width;
    let x = x & mask(w);
    r.umin <= x && x <= r.umax && signed(r.smin, w) <= signed(x, w) && signed(x, w) <= signed(r.smax, w)
}

/// Whether `r` holds no value (its intervals are disjoint or reversed).
pub fn is_empty(r: &IntRange) -> bool {
    if r.umin > r.umax || signed(r.smin, r.width) > signed(r.smax, r.width) {
        return true;
    }
    // The signed interval as unsigned pieces, each met with [umin, umax].
    let w = r.width;
    let pieces: Vec<(u64, u64)> = if sign_bit(r.smin, w) == sign_bit(r.smax, w) {
        vec![(r.smin, r.smax)]
    } else {
        vec![(r.smin, umax(w)), (0, r.smax)]
    };
    !pieces.iter().any(|(a, b)| (*a).max(r.umin) <= (*b).min(r.umax))
}

/// The range in MLIR's notation (`ConstantIntRanges`' `operator<<`):
/// `unsigned : [0, 15] signed : [-8, 7]`.
pub fn show(r: &IntRange) -> String {
    format!("unsigned : [{}, {}] signed : [{}, {}]", r.umin, r.umax, signed(r.smin, r.width), signed(r.smax, r.width))
}

/// The tightest range holding `values` (none when empty).
pub fn hull(w: u32, values: impl IntoIterator<Item = u64>) -> Option<IntRange> {
    let mut r: Option<(u64, u64, i64, i64)> = None;
    for v in values {
        let (u, s) = (v & mask(w), signed(v, w));
        r = Some(match r {
            None => (u, u, s, s),
            Some((a, b, c, d)) => (a.min(u), b.max(u), c.min(s), d.max(s)),
        });
    }
    r.map(|(a, b, c, d)| IntRange { width: w, umin: a, umax: b, smin: c as u64 & mask(w), smax: d as u64 & mask(w) })
}

/// Every range of `w` bits made from one interval: each unsigned interval
/// (`fromUnsigned`) and each signed one (`fromSigned`), without repeats.
pub fn exhaustive(w: u32) -> Vec<IntRange> {
    let n = umax(w);
    let mut out = Vec::new();
    let mut seen = crate::det::Set::default();
    for lo in 0..=n {
        for hi in lo..=n {
            for r in [from_unsigned(w, lo, hi)] {
                if seen.insert(r) {
                    out.push(r);
                }
            }
        }
    }
    for lo in 0..=n {
        for hi in 0..=n {
            if signed(lo, w) <= signed(hi, w) {
                let r = from_signed(w, lo, hi);
                if seen.insert(r) {
                    out.push(r);
                }
            }
        }
    }
    out
}

/// The corner families of `w` bits: single values (0, 1, -1, 2, the signed
/// minimum and maximum and their neighbours), the full range, ranges
/// touching 0 and ±1, the non-negative and negative halves, ranges around
/// the signed and unsigned wrap points (whose two views differ), and small
/// intervals at each end.
pub fn corners(w: u32) -> Vec<IntRange> {
    let m = mask(w);
    let (lo, hi) = (smin(w), smax(w));
    let one = 1 & m;
    let mut out = vec![full(w)];
    let singles = [0, one, m, 2 & m, lo, hi, lo.wrapping_add(1) & m, hi.wrapping_sub(1) & m];
    out.extend(singles.iter().map(|&v| from_unsigned(w, v, v)));
    let unsigned = [(0, one), (0, 2 & m), (one, m), (0, hi), (lo, m), (hi, lo), (0, 7 & m), (m.saturating_sub(7), m)];
    out.extend(unsigned.iter().filter(|(a, b)| a <= b).map(|&(a, b)| from_unsigned(w, a, b)));
    let signed_ = [
        (m, 0),
        (m, one),
        (m.wrapping_sub(1) & m, 2 & m),
        (lo, m),
        (lo, 0),
        (lo, (lo + 1) & m),
        (hi.wrapping_sub(1) & m, hi),
    ];
    out.extend(signed_.iter().filter(|(a, b)| signed(*a, w) <= signed(*b, w)).map(|&(a, b)| from_signed(w, a, b)));
    // Both views narrowed: the signed and unsigned intervals cut different
    // sets, as the analysis produces after an intersection.
    out.push(IntRange { width: w, umin: 1, umax: m, smin: lo, smax: hi });
    out.push(IntRange { width: w, umin: 0, umax: lo, smin: m, smax: hi });
    let mut seen = crate::det::Set::default();
    out.retain(|r| !is_empty(r) && seen.insert(*r));
    out
}

/// `n` ranges of `w` bits drawn from `rng`: an unsigned or a signed
/// interval whose ends are random values, values near 0 or near a wrap
/// point (so narrow and wide ranges both occur).
pub fn random(w: u32, n: usize, rng: &mut Rng) -> Vec<IntRange> {
    let m = mask(w);
    let end = |rng: &mut Rng| -> u64 {
        let near = [0, smin(w), smax(w), m];
        match rng.below(3) {
            0 => rng.next_u64() & m,
            1 => rng.pick(&near).wrapping_add(rng.below(5) as u64).wrapping_sub(2) & m,
            _ => rng.next_u64() & m & 0xff,
        }
    };
    (0..n)
        .map(|_| {
            let (a, b) = (end(rng), end(rng));
            if rng.chance(50) {
                from_unsigned(w, a.min(b), a.max(b))
            } else if signed(a, w) <= signed(b, w) {
                from_signed(w, a, b)
            } else {
                from_signed(w, b, a)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_follow_mlir() {
        // [2, 12] unsigned at i4 crosses the sign bit: signed is full.
        let r = from_unsigned(4, 2, 12);
        assert_eq!((signed(r.smin, 4), signed(r.smax, 4)), (-8, 7));
        // [-2, 3] signed at i4 is two unsigned pieces: unsigned is full.
        let r = from_signed(4, 14, 3);
        assert_eq!((r.umin, r.umax), (0, 15));
        assert!(contains(&r, 15) && contains(&r, 3) && !contains(&r, 4));
        assert_eq!(show(&r), "unsigned : [0, 15] signed : [-2, 3]");
    }

    #[test]
    fn families_are_nonempty_and_distinct() {
        for w in 1..=4 {
            let all = exhaustive(w);
            assert!(all.iter().all(|r| !is_empty(r)));
            // Every value on its own is among them.
            for v in 0..=umax(w) {
                assert!(all.contains(&from_unsigned(w, v, v)));
            }
        }
        for w in [1, 2, 8, 16, 64] {
            assert!(corners(w).iter().all(|r| !is_empty(r) && r.width == w));
        }
        let empty = IntRange { width: 4, umin: 0, umax: 3, smin: 12, smax: 14 };
        assert!(is_empty(&empty));
        assert_eq!(hull(4, [15, 1]), Some(IntRange { width: 4, umin: 1, umax: 15, smin: 15, smax: 1 }));
    }
}
