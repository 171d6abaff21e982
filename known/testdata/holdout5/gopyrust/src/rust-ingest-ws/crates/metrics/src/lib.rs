//! Counters and a crude rate meter.

use clock::Clock;
use std::collections::BTreeMap;

#[derive(Default)]
pub struct Counters {
    values: BTreeMap<&'static str, u64>,
}

impl Counters {
    pub fn inc(&mut self, name: &'static str, by: u64) {
        *self.values.entry(name).or_insert(0) += by;
    }
    pub fn get(&self, name: &str) -> u64 {
        self.values.get(name).copied().unwrap_or(0)
    }
}

pub struct Meter<'c, C: Clock> {
    clock: &'c C,
    start: u64,
    count: u64,
}

impl<'c, C: Clock> Meter<'c, C> {
    pub fn new(clock: &'c C) -> Self {
        Meter { clock, start: clock.now_millis(), count: 0 }
    }
    pub fn mark(&mut self, n: u64) {
        self.count += n;
    }
    pub fn per_second(&self) -> f64 {
        let elapsed = self.clock.now_millis().saturating_sub(self.start).max(1);
        self.count as f64 * 1000.0 / elapsed as f64
    }
}
