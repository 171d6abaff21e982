/// Keeps the last `cap` items pushed.
#[derive(Debug, Clone)]
pub struct Ring<T> {
    buf: Vec<Option<T>>,
    head: usize,
    len: usize,
}

impl<T: Clone> Ring<T> {
    /// A ring holding up to `cap` items. Panics when `cap` is zero.
    pub fn with_capacity(cap: usize) -> Ring<T> {
        assert!(cap > 0, "ring capacity must be positive, got {cap}");
        Ring { buf: vec![None; cap], head: 0, len: 0 }
    }

    pub fn capacity(&self) -> usize {
        self.buf.len()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds an item, dropping the oldest when full. Returns the dropped item.
    pub fn push(&mut self, item: T) -> Option<T> {
        let cap = self.buf.len();
        let slot = (self.head + self.len) % cap;
        let old = self.buf[slot].replace(item);
        if self.len == cap {
            self.head = (self.head + 1) % cap;
            old
        } else {
            self.len += 1;
            None
        }
    }

    /// The items, oldest first.
    pub fn to_vec(&self) -> Vec<T> {
        (0..self.len).filter_map(|i| self.buf[(self.head + i) % self.buf.len()].clone()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_last_items() {
        let mut r = Ring::with_capacity(3);
        for i in 1..=5 {
            r.push(i);
        }
        assert_eq!(r.to_vec(), vec![3, 4, 5]);
    }

    #[test]
    fn push_returns_dropped() {
        let mut r = Ring::with_capacity(2);
        assert_eq!(r.push("a"), None);
        assert_eq!(r.push("b"), None);
        assert_eq!(r.push("c"), Some("a"));
    }

    #[test]
    fn empty_ring() {
        let r: Ring<u8> = Ring::with_capacity(4);
        assert!(r.is_empty());
        assert_eq!(r.capacity(), 4);
    }

    #[test]
    #[should_panic(expected = "capacity must be > 0")]
    fn zero_capacity_panics() {
        let _ = Ring::<u8>::with_capacity(0);
    }
}
