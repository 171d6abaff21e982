//! A fixed-capacity ring buffer.

#[derive(Debug, PartialEq, Eq)]
pub struct Full<T>(pub T);

pub struct Ring<T> {
    slots: Vec<Option<T>>,
    head: usize,
    len: usize,
}

impl<T> Ring<T> {
    /// Panics if `cap` is zero.
    pub fn with_capacity(cap: usize) -> Self {
        assert!(cap > 0, "capacity must be non-zero");
        Ring { slots: (0..cap).map(|_| None).collect(), head: 0, len: 0 }
    }

    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds `v` at the back; hands it back when the ring is full.
    pub fn push(&mut self, v: T) -> Result<(), Full<T>> {
        if self.len == self.capacity() {
            return Err(Full(v));
        }
        let i = (self.head + self.len) % self.capacity();
        self.slots[i] = Some(v);
        self.len += 1;
        Ok(())
    }

    /// Adds `v`, dropping the oldest item when full.
    pub fn push_overwrite(&mut self, v: T) -> Option<T> {
        if self.len < self.capacity() {
            let _ = self.push(v);
            return None;
        }
        let old = self.slots[self.head].replace(v);
        self.head = (self.head + 1) % self.capacity();
        old
    }

    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        let v = self.slots[self.head].take();
        self.head = (self.head + 1) % self.capacity();
        self.len -= 1;
        v
    }

    /// The item at logical position `i`; panics when out of range.
    pub fn get(&self, i: usize) -> &T {
        assert!(i < self.len, "index {i} out of range for ring of length {}", self.len);
        self.slots[(self.head + i) % self.capacity()].as_ref().unwrap()
    }
}

fn wrap_index(i: usize, cap: usize) -> usize {
    i % cap
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_then_pop_in_order() {
        let mut r = Ring::with_capacity(3);
        for i in 0..3 {
            r.push(i).unwrap();
        }
        assert_eq!((r.pop(), r.pop(), r.pop(), r.pop()), (Some(0), Some(1), Some(2), None));
    }

    #[test]
    fn push_on_full_returns_error() {
        let mut r = Ring::with_capacity(1);
        r.push("a").unwrap();
        assert_eq!(r.push("b"), Err(Full("b")));
    }

    #[test]
    fn overwrite_drops_oldest() {
        let mut r = Ring::with_capacity(2);
        assert_eq!(r.push_overwrite(1), None);
        assert_eq!(r.push_overwrite(2), None);
        assert_eq!(r.push_overwrite(3), Some(1));
        assert_eq!(*r.get(0), 2);
    }

    #[test]
    fn wraps_many_times() {
        let mut r = Ring::with_capacity(5);
        for i in 0..1000 {
            r.push_overwrite(i);
        }
        assert_eq!(*r.get(0), 995);
        assert_eq!(r.len(), 5);
    }

    #[test]
    #[should_panic(expected = "capacity must be non-zero")]
    fn zero_capacity_panics() {
        let _r: Ring<u8> = Ring::with_capacity(0);
    }

    #[test]
    #[should_panic(expected = "out of range")]
    fn get_past_end_panics() {
        let r: Ring<u8> = Ring::with_capacity(4);
        r.get(0);
    }

    #[test]
    fn empty_after_draining() {
        let mut r = Ring::with_capacity(2);
        r.push(1).unwrap();
        r.pop();
        assert!(r.is_empty());
    }

    #[test]
    #[ignore = "slow: cycles 50 million items"]
    fn soak_fifty_million() {
        let mut r = Ring::with_capacity(1024);
        for i in 0..50_000_000u64 {
            r.push_overwrite(i);
        }
        assert_eq!(r.len(), 1024);
    }

    #[test]
    #[ignore]
    fn error_message_mentions_capacity() {
        let msg = std::panic::catch_unwind(|| Ring::<u8>::with_capacity(0).len()).unwrap_err();
        assert!(msg.downcast_ref::<&str>().unwrap().contains("capacity"));
    }
}
