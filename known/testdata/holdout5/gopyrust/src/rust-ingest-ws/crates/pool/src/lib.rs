//! A pool of reusable buffers.

use metrics::Counters;

pub struct BufPool {
    free: Vec<Vec<u8>>,
    cap: usize,
    pub stats: Counters,
}

impl BufPool {
    pub fn new(cap: usize) -> Self {
        BufPool { free: Vec::new(), cap, stats: Counters::default() }
    }
    pub fn get(&mut self) -> Vec<u8> {
        match self.free.pop() {
            Some(b) => {
                self.stats.inc("reused", 1);
                b
            }
            None => {
                self.stats.inc("allocated", 1);
                Vec::with_capacity(self.cap)
            }
        }
    }
    pub fn put(&mut self, mut b: Vec<u8>) {
        b.clear();
        self.free.push(b);
    }
}
