//! A bounded multi-producer, multi-consumer job queue.

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex};
use std::time::Duration;

pub struct Queue<T> {
    inner: Mutex<State<T>>,
    not_empty: Condvar,
    not_full: Condvar,
    cap: usize,
}

struct State<T> {
    items: VecDeque<T>,
    closed: bool,
}

#[derive(Debug, PartialEq, Eq)]
pub enum PushError<T> {
    Closed(T),
    Timeout(T),
}

impl<T> Queue<T> {
    pub fn new(cap: usize) -> Self {
        assert!(cap > 0, "capacity must be positive");
        Queue {
            inner: Mutex::new(State {
                items: VecDeque::with_capacity(cap),
                closed: false,
            }),
            not_empty: Condvar::new(),
            not_full: Condvar::new(),
            cap,
        }
    }

    pub fn push(&self, item: T) -> Result<(), PushError<T>> {
        self.push_timeout(item, Duration::from_secs(3600))
    }

    pub fn push_timeout(&self, item: T, timeout: Duration) -> Result<(), PushError<T>> {
        let mut st = self.inner.lock().unwrap();
        while st.items.len() == self.cap && !st.closed {
            let (guard, res) = self.not_full.wait_timeout(st, timeout).unwrap();
            st = guard;
            if res.timed_out() && st.items.len() == self.cap {
                return Err(PushError::Timeout(item));
            }
        }
        if st.closed {
            return Err(PushError::Closed(item));
        }
        st.items.push_back(item);
        self.not_empty.notify_one();
        Ok(())
    }

    /// Blocks until an item is available; None once the queue is closed and drained.
    pub fn pop(&self) -> Option<T> {
        let mut st = self.inner.lock().unwrap();
        loop {
            if let Some(item) = st.items.pop_front() {
                self.not_full.notify_one();
                return Some(item);
            }
            if st.closed {
                return None;
            }
            st = self.not_empty.wait(st).unwrap();
        }
    }

    pub fn close(&self) {
        let mut st = self.inner.lock().unwrap();
        st.closed = true;
        self.not_empty.notify_all();
        self.not_full.notify_all();
    }

    pub fn len(&self) -> usize {
        self.inner.lock().unwrap().items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fifo() {
        let q = Queue::new(4);
        for i in 0..4 {
            q.push(i).unwrap();
        }
        assert_eq!(
            (0..4).map(|_| q.pop().unwrap()).collect::<Vec<_>>(),
            vec![0, 1, 2, 3]
        );
    }

    #[test]
    fn full_times_out() {
        let q = Queue::new(1);
        q.push(1).unwrap();
        assert_eq!(
            q.push_timeout(2, Duration::from_millis(10)),
            Err(PushError::Timeout(2))
        );
    }

    #[test]
    fn closed_drains() {
        let q = Queue::new(2);
        q.push("a").unwrap();
        q.close();
        assert_eq!(q.push("b"), Err(PushError::Closed("b")));
        assert_eq!(q.pop(), Some("a"));
        assert_eq!(q.pop(), None);
    }
}
