//! A token-bucket rate limiter driven by an explicit clock (milliseconds).

use std::fmt;

/// Why a bucket could not be built.
#[derive(Debug, PartialEq)]
pub enum ConfigError {
    ZeroCapacity,
    ZeroRate,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::ZeroCapacity => write!(f, "capacity must be at least 1"),
            ConfigError::ZeroRate => write!(f, "refill rate must be at least 1 token per second"),
        }
    }
}

/// A token bucket: `capacity` tokens, refilled at `per_sec` tokens per second.
#[derive(Debug)]
pub struct Bucket {
    capacity: u32,
    per_sec: u32,
    tokens: u32,
    last_ms: u64,
}

impl Bucket {
    /// A full bucket at time `now_ms`.
    pub fn new(capacity: u32, per_sec: u32, now_ms: u64) -> Result<Bucket, ConfigError> {
        if capacity == 0 {
            return Err(ConfigError::ZeroCapacity);
        }
        Ok(Bucket { capacity, per_sec, tokens: capacity, last_ms: now_ms })
    }

    /// Like `new`, but panics on a bad configuration (for constants).
    pub fn must(capacity: u32, per_sec: u32) -> Bucket {
        match Bucket::new(capacity, per_sec, 0) {
            Ok(b) => b,
            Err(e) => panic!("bad bucket: {e}"),
        }
    }

    fn refill(&mut self, now_ms: u64) {
        let elapsed = now_ms - self.last_ms;
        let add = elapsed * self.per_sec as u64 / 1000;
        if add > 0 {
            self.tokens = (self.tokens as u64 + add).min(self.capacity as u64) as u32;
            self.last_ms += add * 1000 / self.per_sec as u64;
        }
    }

    /// Takes `n` tokens at time `now_ms` if there are enough.
    pub fn try_take(&mut self, n: u32, now_ms: u64) -> bool {
        self.refill(now_ms);
        if self.tokens >= n {
            self.tokens -= n;
            true
        } else {
            false
        }
    }

    /// Tokens left (after refilling to `now_ms`).
    pub fn available(&mut self, now_ms: u64) -> u32 {
        self.refill(now_ms);
        self.tokens
    }

    /// Milliseconds until `n` tokens are available.
    pub fn wait_ms(&mut self, n: u32, now_ms: u64) -> u64 {
        self.refill(now_ms);
        if self.tokens >= n {
            return 0;
        }
        let missing = (n - self.tokens) as u64;
        (missing * 1000).div_ceil(self.per_sec as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_full() {
        let mut b = Bucket::new(5, 1, 0).unwrap();
        assert_eq!(b.available(0), 5);
    }

    #[test]
    fn takes_until_empty() {
        let mut b = Bucket::new(3, 1, 0).unwrap();
        assert!(b.try_take(2, 0));
        assert!(b.try_take(1, 0));
        assert!(!b.try_take(1, 0));
    }

    #[test]
    fn refills_over_time() {
        let mut b = Bucket::new(10, 2, 0).unwrap();
        assert!(b.try_take(10, 0));
        assert_eq!(b.available(1500), 3);
        assert_eq!(b.available(60_000), 10);
    }

    #[test]
    fn never_exceeds_capacity() {
        let mut b = Bucket::new(4, 100, 0).unwrap();
        assert_eq!(b.available(10_000), 4);
    }

    #[test]
    fn wait_for_tokens() {
        let mut b = Bucket::new(2, 4, 0).unwrap();
        assert!(b.try_take(2, 0));
        assert_eq!(b.wait_ms(1, 0), 250);
        assert_eq!(b.wait_ms(2, 0), 500);
    }

    #[test]
    fn clock_going_backwards_is_ignored() {
        let mut b = Bucket::new(3, 1, 5_000).unwrap();
        assert!(b.try_take(1, 5_000));
        // NTP stepped the clock back by two seconds.
        assert_eq!(b.available(3_000), 2);
    }

    #[test]
    fn zero_capacity_is_an_error() {
        assert_eq!(Bucket::new(0, 1, 0).unwrap_err(), ConfigError::ZeroCapacity);
    }

    #[test]
    #[should_panic(expected = "bad bucket")]
    fn must_panics_on_zero_rate() {
        Bucket::must(10, 0);
    }

    #[test]
    fn error_messages() {
        assert_eq!(ConfigError::ZeroRate.to_string(), "refill rate must be at least 1 token per second");
    }
}
