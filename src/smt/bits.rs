//! `Bits`: a concrete bit-vector of any width, for constants read from MLIR
//! attributes and for values read back from a model.

use std::fmt;

/// A `width`-bit value, little-endian 64-bit words, bits above `width` zero.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Bits {
    width: u32,
    words: Vec<u64>,
}

impl Bits {
    pub fn zero(width: u32) -> Bits {
        Bits { width, words: vec![0; Self::nwords(width)] }
    }

    fn nwords(width: u32) -> usize {
        (width as usize).div_ceil(64).max(1)
    }

    /// From little-endian words; bits beyond `width` are dropped.
    pub fn from_words(width: u32, words: &[u64]) -> Bits {
        let mut b = Bits::zero(width);
        for (i, w) in words.iter().take(b.words.len()).enumerate() {
            b.words[i] = *w;
        }
        b.mask();
        b
    }

    pub fn from_u64(width: u32, v: u64) -> Bits {
        Bits::from_words(width, &[v])
    }

    /// Two's complement of `v` truncated to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> Bits {
        let fill = if v < 0 { u64::MAX } else { 0 };
        let mut words = vec![fill; Self::nwords(width)];
        words[0] = v as u64;
        Bits::from_words(width, &words)
    }

    fn mask(&mut self) {
        let rem = self.width % 64;
        if rem != 0 {
            let last = self.words.len() - 1;
            self.words[last] &= (1u64 << rem) - 1;
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn words(&self) -> &[u64] {
        &self.words
    }

    pub fn bit(&self, i: u32) -> bool {
        i < self.width && (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|w| *w == 0)
    }

    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// The value as u64 when it fits.
    pub fn to_u64(&self) -> Option<u64> {
        if self.words[1..].iter().all(|w| *w == 0) { Some(self.words[0]) } else { None }
    }

    /// The signed value as i64 when it fits.
    pub fn to_i64(&self) -> Option<i64> {
        if self.is_negative() {
            let n = self.negated();
            match n.to_u64() {
                Some(m) if m <= 1u64 << 63 => Some((m as i64).wrapping_neg()),
                _ => None,
            }
        } else {
            self.to_u64().filter(|v| *v <= i64::MAX as u64).map(|v| v as i64)
        }
    }

    /// Two's complement negation modulo 2^width.
    pub fn negated(&self) -> Bits {
        let mut words: Vec<u64> = self.words.iter().map(|w| !w).collect();
        for w in words.iter_mut() {
            let (v, carry) = w.overflowing_add(1);
            *w = v;
            if !carry {
                break;
            }
        }
        Bits::from_words(self.width, &words)
    }

    /// Unsigned decimal digits.
    pub fn to_udec(&self) -> String {
        let mut words = self.words.clone();
        if words.iter().all(|w| *w == 0) {
            return "0".into();
        }
        let mut digits = Vec::new();
        while words.iter().any(|w| *w != 0) {
            // Divide by 10^18 to peel 18 digits at a time.
            const CHUNK: u64 = 1_000_000_000_000_000_000;
            let mut rem: u128 = 0;
            for w in words.iter_mut().rev() {
                let cur = (rem << 64) | *w as u128;
                *w = (cur / CHUNK as u128) as u64;
                rem = cur % CHUNK as u128;
            }
            let more = words.iter().any(|w| *w != 0);
            let s = if more { format!("{rem:018}") } else { format!("{rem}") };
            digits.push(s);
        }
        digits.reverse();
        digits.concat()
    }

    /// Signed (two's complement) decimal digits.
    pub fn to_sdec(&self) -> String {
        if self.is_negative() { format!("-{}", self.negated().to_udec()) } else { self.to_udec() }
    }

    /// `0x`-prefixed hex, zero-padded to the width.
    pub fn to_hex(&self) -> String {
        let digits = (self.width as usize).div_ceil(4).max(1);
        let mut s = String::new();
        for w in self.words.iter().rev() {
            s.push_str(&format!("{w:016x}"));
        }
        let s = &s[s.len() - digits..];
        format!("0x{s}")
    }

    /// Parses an optionally negative decimal literal into `width` bits
    /// (modulo 2^width).
    pub fn from_dec_str(width: u32, text: &str) -> Option<Bits> {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        // Enough words for the literal itself, then truncated to `width`.
        let nwords = (digits.len() / 19 + 2).max(Self::nwords(width));
        let mut words = vec![0u64; nwords];
        for c in digits.bytes() {
            let mut carry = (c - b'0') as u128;
            for w in words.iter_mut() {
                let cur = (*w as u128) * 10 + carry;
                *w = cur as u64;
                carry = cur >> 64;
            }
        }
        let b = Bits::from_words(width, &words);
        Some(if neg { b.negated() } else { b })
    }

    /// Human-readable form: `5 (0x05)`, or `255 / -1 (0xff)` when the
    /// unsigned and signed readings differ.
    pub fn describe(&self) -> String {
        if self.is_negative() && self.width > 1 {
            format!("{} / {} ({})", self.to_udec(), self.to_sdec(), self.to_hex())
        } else {
            format!("{} ({})", self.to_udec(), self.to_hex())
        }
    }
}

impl fmt::Debug for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "i{} {}", self.width, self.to_hex())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_round_trip_wide() {
        let b = Bits::from_dec_str(128, "340282366920938463463374607431768211455").unwrap();
        assert_eq!(b.to_hex(), format!("0x{}", "f".repeat(32)));
        assert_eq!(b.to_sdec(), "-1");
        assert_eq!(b.to_udec(), "340282366920938463463374607431768211455");
    }

    #[test]
    fn negative_literals_wrap() {
        assert_eq!(Bits::from_dec_str(8, "-1").unwrap().to_udec(), "255");
        assert_eq!(Bits::from_dec_str(8, "-128").unwrap().to_sdec(), "-128");
        assert_eq!(Bits::from_dec_str(8, "256").unwrap().to_udec(), "0");
        assert_eq!(Bits::from_i64(65, -2).to_sdec(), "-2");
        assert_eq!(Bits::from_i64(64, i64::MIN).to_i64(), Some(i64::MIN));
    }

    #[test]
    fn describe_forms() {
        assert_eq!(Bits::from_u64(8, 5).describe(), "5 (0x05)");
        assert_eq!(Bits::from_u64(8, 255).describe(), "255 / -1 (0xff)");
        assert_eq!(Bits::from_u64(1, 1).describe(), "1 (0x1)");
        assert_eq!(Bits::from_u64(3, 5).to_hex(), "0x5");
    }
}
