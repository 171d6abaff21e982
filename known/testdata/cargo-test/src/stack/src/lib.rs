//! A bounded stack.

/// A stack that holds at most `cap` items.
pub struct Bounded {
    items: Vec<i32>,
    cap: usize,
}

impl Bounded {
    /// An empty stack for `cap` items.
    pub fn new(cap: usize) -> Self {
        Bounded { items: Vec::new(), cap }
    }

    /// Pushes `x`, dropping the oldest item when full.
    ///
    /// ```
    /// let mut s = stack::Bounded::new(2);
    /// s.push(1);
    /// s.push(2);
    /// s.push(3);
    /// assert_eq!(s.len(), 2);
    /// ```
    pub fn push(&mut self, x: i32) {
        if self.items.len() > self.cap {
            self.items.remove(0);
        }
        self.items.push(x);
    }

    /// How many items it holds.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether it holds nothing.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_empty() {
        assert!(Bounded::new(3).is_empty());
    }

    #[test]
    #[should_panic]
    fn zero_capacity_panics() {
        Bounded::new(0);
    }
}
