//! A fixed-capacity ring buffer that overwrites its oldest element when full.

pub struct RingBuf<T> {
    items: Vec<Option<T>>,
    head: usize,
    len: usize,
}

impl<T: Clone> RingBuf<T> {
    /// Creates a buffer holding at most `capacity` items.
    ///
    /// # Panics
    ///
    /// Panics if `capacity` is zero.
    pub fn new(capacity: usize) -> Self {
        RingBuf { items: vec![None; capacity], head: 0, len: 0 }
    }

    pub fn capacity(&self) -> usize {
        self.items.len()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends an item, dropping the oldest one when the buffer is full.
    ///
    /// ```
    /// let mut r = ringbuf::RingBuf::new(2);
    /// r.push(1);
    /// r.push(2);
    /// r.push(3);
    /// assert_eq!(r.to_vec(), vec![2, 3]);
    /// assert_eq!(r.len(), 3);
    /// ```
    pub fn push(&mut self, item: T) {
        let cap = self.capacity();
        let tail = (self.head + self.len) % cap;
        self.items[tail] = Some(item);
        if self.len == cap {
            self.head = (self.head + 1) % cap;
        } else {
            self.len += 1;
        }
    }

    /// Removes and returns the oldest item.
    ///
    /// ```
    /// let mut r = ringbuf::RingBuf::new(3);
    /// r.push("a");
    /// r.push("b");
    /// assert_eq!(r.pop(), Some("a"));
    /// ```
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        let item = self.items[self.head].take();
        self.head = (self.head + 1) % self.capacity();
        self.len -= 1;
        item
    }

    /// The items from oldest to newest.
    pub fn to_vec(&self) -> Vec<T> {
        (0..self.len)
            .map(|i| self.items[(self.head + i) % self.capacity()].clone().unwrap())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_empty() {
        let r: RingBuf<u8> = RingBuf::new(4);
        assert!(r.is_empty());
        assert_eq!(r.capacity(), 4);
    }

    #[test]
    fn push_then_pop_is_fifo() {
        let mut r = RingBuf::new(3);
        r.push(1);
        r.push(2);
        assert_eq!(r.pop(), Some(1));
        assert_eq!(r.pop(), Some(2));
        assert_eq!(r.pop(), None);
    }

    #[test]
    fn overwrites_oldest_when_full() {
        let mut r = RingBuf::new(3);
        for i in 0..5 {
            r.push(i);
        }
        assert_eq!(r.to_vec(), vec![2, 3, 4]);
    }

    #[test]
    fn len_never_exceeds_capacity() {
        let mut r = RingBuf::new(2);
        for i in 0..10 {
            r.push(i);
            assert!(r.len() <= 2);
        }
    }

    #[test]
    fn wraps_head_after_pops() {
        let mut r = RingBuf::new(3);
        r.push('a');
        r.push('b');
        r.pop();
        r.push('c');
        r.push('d');
        assert_eq!(r.to_vec(), vec!['b', 'c', 'd']);
    }

    #[test]
    fn clone_items_out() {
        let mut r = RingBuf::new(2);
        r.push(String::from("x"));
        assert_eq!(r.to_vec(), vec![String::from("x")]);
        assert_eq!(r.len(), 1);
    }

    #[test]
    #[should_panic(expected = "capacity must be positive")]
    fn zero_capacity_panics() {
        let _r: RingBuf<i32> = RingBuf::new(0);
    }

    #[test]
    #[should_panic]
    fn push_into_zero_capacity_panics() {
        let mut r = RingBuf::new(0);
        r.push(1);
    }

    #[test]
    fn pop_on_empty_is_none() {
        let mut r: RingBuf<u8> = RingBuf::new(1);
        assert_eq!(r.pop(), None);
    }
}
